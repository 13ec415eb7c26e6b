import { WidgetBoard } from '../../../features/dashboard';
import { RefillsToPhone } from '../../../features/patient-requests';
import { DashboardPage } from '../dashboard-page';

export default function SupplierDashboardPage() {
  return (
    <DashboardPage heading="Supplier dashboard">
      <WidgetBoard />
      <RefillsToPhone />
    </DashboardPage>
  );
}
