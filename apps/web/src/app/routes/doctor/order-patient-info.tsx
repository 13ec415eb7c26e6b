import { PatientInfoTab } from '../../../features/orders';
import { OrderTabPage } from '../order-tab-page';

export default function DoctorOrderPatientInfoPage() {
  return (
    <OrderTabPage side="doctor" tab="patient-info">
      {(order) => <PatientInfoTab side="doctor" order={order} />}
    </OrderTabPage>
  );
}
