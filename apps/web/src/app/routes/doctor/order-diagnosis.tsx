import { DiagnosisTab } from '../../../features/orders';
import { OrderTabPage } from '../order-tab-page';

export default function DoctorOrderDiagnosisPage() {
  return (
    <OrderTabPage side="doctor" tab="diagnosis">
      {(order) => <DiagnosisTab side="doctor" order={order} />}
    </OrderTabPage>
  );
}
