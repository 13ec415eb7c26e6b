import { Link } from 'react-router';
import { Button, Group } from '@mantine/core';
import { autoSchedulerHref, schedulerHref } from '../routes';
import { DriversList } from './drivers-list';
import { PageFrame } from './page-frame';
import { RoutesList } from './routes-list';

/** `supplier.shipping-manage.drivers.list`: the drivers the planner plans with. */
export function DriversPage() {
  return (
    <PageFrame title="Drivers" description="Shifts, vehicles, home warehouses and skills: what routes are planned with.">
      <DriversList />
    </PageFrame>
  );
}

/** `supplier.shipping-manage.routes.list`: every delivery route, by day, driver and status. */
export function RoutesPage() {
  return (
    <PageFrame
      title="Routes"
      description="Delivery routes, newest day first."
      actions={
        <Group gap="xs">
          <Button variant="default" component={Link} to={schedulerHref()}>
            Scheduler
          </Button>
          <Button variant="default" component={Link} to={autoSchedulerHref()}>
            Auto-scheduler
          </Button>
        </Group>
      }
    >
      <RoutesList />
    </PageFrame>
  );
}
