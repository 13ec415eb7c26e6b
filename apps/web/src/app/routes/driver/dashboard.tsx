import { DriverDashboardPage } from '../../../features/driver';

export default function DriverDashboardRoute() {
  return <DriverDashboardPage />;
}
