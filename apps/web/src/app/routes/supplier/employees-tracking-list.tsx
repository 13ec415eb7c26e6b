import { Container, Paper, Stack, Title } from '@mantine/core';
import { ClockCard, EmployeesTrackingList } from '../../../features/tracking';

/** `supplier.employees.tracking.list`: the caller's own clock, then everyone's time and actions. */
export default function SupplierEmployeesTrackingListPage() {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="md">
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          Time and action tracking
        </Title>
        <ClockCard />
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <EmployeesTrackingList />
        </Paper>
      </Stack>
    </Container>
  );
}
