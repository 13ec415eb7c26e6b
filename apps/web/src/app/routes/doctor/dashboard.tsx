import { Stack, Title } from '@mantine/core';
import { href } from '@dme/contract';
import { DoctorStatsCards } from '../../../features/dashboard';
import { isImplementedRoute } from '../../implemented-routes';
import { DashboardPage } from '../dashboard-page';

// The cards link to the orders list of their status once that screen exists.
const linkFor = isImplementedRoute('doctor.orders.list.status')
  ? (status: string) => href('doctor.orders.list.status', { status })
  : undefined;

export default function DoctorDashboardPage() {
  return (
    <DashboardPage heading="Doctor dashboard">
      <Stack gap="sm">
        <Title order={2} fz="xl">
          Orders
        </Title>
        <DoctorStatsCards linkFor={linkFor} />
      </Stack>
    </DashboardPage>
  );
}
