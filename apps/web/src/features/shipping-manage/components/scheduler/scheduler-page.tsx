import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { formErrorText } from '../../../../lib/http-error';
import { activeDriversQueryOptions } from '../../api/list-drivers';
import { tomorrow } from '../../format';
import { autoSchedulerHref, routesListHref } from '../../routes';
import { PageFrame } from '../page-frame';
import { useTimeZone } from '../use-time-zone';
import { BOARD_KEYS_HELP, SchedulerBoard } from './scheduler-board';

/** `supplier.shipping-manage.scheduler`: a day's suborders planned by hand onto the active drivers' routes. */
export function SchedulerPage() {
  const [params, setParams] = useSearchParams();
  const timeZone = useTimeZone();
  const date = params.get('date') || tomorrow(timeZone);
  const drivers = useQuery(activeDriversQueryOptions());
  return (
    <PageFrame
      title="Scheduler"
      description="Drag suborders onto the drivers’ routes, or use the keyboard. Each change is saved at once."
      actions={
        <Group gap="xs">
          <Button variant="default" component={Link} to={autoSchedulerHref()}>
            Auto-scheduler
          </Button>
          <Button variant="default" component={Link} to={routesListHref(date)}>
            Routes of the day
          </Button>
        </Group>
      }
    >
      <Group gap="sm" mb="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label="Day"
          value={date}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (next) setParams({ date: next }, { replace: true });
          }}
          style={{ flex: '0 1 180px' }}
        />
        <Text fz="xs" c="dimmed" style={{ flex: '1 1 260px' }} id="board-keys-help">
          {BOARD_KEYS_HELP}
        </Text>
      </Group>
      {drivers.isError ? (
        <Alert color="red" title="The drivers could not be loaded" role="alert">
          {formErrorText(drivers.error)}
        </Alert>
      ) : drivers.data ? (
        <SchedulerBoard
          key={date}
          date={date}
          timeZone={timeZone}
          drivers={drivers.data.map((d) => ({ id: d.id, name: d.name, capacity: d.capacity_count, skills: d.skills }))}
        />
      ) : (
        <Text fz="sm" c="dimmed">
          Loading the drivers…
        </Text>
      )}
    </PageFrame>
  );
}
