import { PatientInfoTab } from '../../../features/orders';
import { OrderTabPage } from '../order-tab-page';

export default function SupplierOrderPatientInfoPage() {
  return (
    <OrderTabPage side="supplier" tab="patient-info">
      {(order) => <PatientInfoTab side="supplier" order={order} />}
    </OrderTabPage>
  );
}
