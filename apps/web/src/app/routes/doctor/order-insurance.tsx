import { InsuranceTab } from '../../../features/orders';
import { OrderTabPage } from '../order-tab-page';

export default function DoctorOrderInsurancePage() {
  return (
    <OrderTabPage side="doctor" tab="insurance">
      {(order) => <InsuranceTab side="doctor" order={order} />}
    </OrderTabPage>
  );
}
