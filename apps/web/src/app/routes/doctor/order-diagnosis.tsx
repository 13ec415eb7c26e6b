import { DiagnosisTab } from '../../../features/orders';
import { OrderTabPage } from '../orders-page';

export default function DoctorOrderDiagnosisPage() {
  return (
    <OrderTabPage side="doctor" tab="diagnosis">
      {(order) => <DiagnosisTab side="doctor" order={order} />}
    </OrderTabPage>
  );
}
