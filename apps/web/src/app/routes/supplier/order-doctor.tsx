import { DoctorTab } from '../../../features/orders';
import { OrderTabPage } from '../orders-page';

export default function SupplierOrderDoctorPage() {
  return (
    <OrderTabPage side="supplier" tab="doctor">
      {(order) => <DoctorTab order={order} />}
    </OrderTabPage>
  );
}
