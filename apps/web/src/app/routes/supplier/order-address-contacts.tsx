import { AddressTab } from '../../../features/orders';
import { OrderTabPage } from '../order-tab-page';

export default function SupplierOrderAddressPage() {
  return (
    <OrderTabPage side="supplier" tab="address-and-contacts">
      {(order) => <AddressTab side="supplier" order={order} />}
    </OrderTabPage>
  );
}
