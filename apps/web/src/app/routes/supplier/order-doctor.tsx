import { DoctorTab } from '../../../features/orders';
import { OrderTabPage } from '../order-tab-page';

export default function SupplierOrderDoctorPage() {
  return (
    <OrderTabPage side="supplier" tab="doctor">
      {(order) => <DoctorTab order={order} />}
    </OrderTabPage>
  );
}
