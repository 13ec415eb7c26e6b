import { GeneralTab } from '../../../features/orders';
import { OrderTabPage } from '../orders-page';

export default function SupplierOrderGeneralPage() {
  return (
    <OrderTabPage side="supplier" tab="general">
      {(order) => <GeneralTab side="supplier" order={order} />}
    </OrderTabPage>
  );
}
