import { WidgetBoard } from '../../../features/dashboard';
import { DashboardPage } from '../dashboard-page';

export default function SupplierDashboardPage() {
  return (
    <DashboardPage heading="Supplier dashboard">
      <WidgetBoard />
    </DashboardPage>
  );
}
