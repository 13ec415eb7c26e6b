import { DashboardPage } from '../dashboard-page';

export default function PatientDashboardPage() {
  return <DashboardPage heading="My dashboard" />;
}
