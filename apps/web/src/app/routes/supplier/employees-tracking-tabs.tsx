import { Link, useParams } from 'react-router';
import { Anchor, Container, Stack, Title } from '@mantine/core';
import { href } from '@dme/contract';
import { EmployeeTracking, type TrackingTab } from '../../../features/tracking';

const TAB_ROUTES = { time: 'supplier.employees.tracking.show.time', action: 'supplier.employees.tracking.show.action' } as const;

/** The time and action tabs of `supplier.employees.tracking.show`. */
export function TrackingShowPage({ tab }: { tab: TrackingTab }) {
  const { id } = useParams();
  const employeeId = id && /^\d+$/.test(id) ? Number(id) : 0;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="md">
        <Anchor component={Link} to={href('supplier.employees.tracking.list')} fz="sm">
          ← Time and action tracking
        </Anchor>
        <EmployeeTracking
          employeeId={employeeId}
          tab={tab}
          tabHref={(t) => href(TAB_ROUTES[t], { id: employeeId })}
          header={(name) => (
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {name}
            </Title>
          )}
        />
      </Stack>
    </Container>
  );
}
