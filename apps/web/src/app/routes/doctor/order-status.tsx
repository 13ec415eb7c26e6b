import { DoctorStatusTab } from '../../../features/orders';
import { OrderTabPage } from '../order-tab-page';

export default function DoctorOrderStatusPage() {
  return (
    <OrderTabPage side="doctor" tab="order-status">
      {(order) => <DoctorStatusTab order={order} />}
    </OrderTabPage>
  );
}
