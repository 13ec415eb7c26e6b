import { AddressTab } from '../../../features/orders';
import { OrderTabPage } from '../order-tab-page';

export default function DoctorOrderAddressPage() {
  return (
    <OrderTabPage side="doctor" tab="address-and-contacts">
      {(order) => <AddressTab side="doctor" order={order} />}
    </OrderTabPage>
  );
}
