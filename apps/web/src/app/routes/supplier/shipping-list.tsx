import { ShippingListPage } from '../../../features/shipping';

/** `supplier.shipping.list.status`: the suborders by shipping status. */
export default function SupplierShippingListPage() {
  return <ShippingListPage />;
}
