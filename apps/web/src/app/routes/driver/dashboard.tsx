import { DashboardPage } from '../dashboard-page';

export default function DriverDashboardPage() {
  return <DashboardPage heading="Driver dashboard" />;
}
