import { InsuranceTab } from '../../../features/orders';
import { OrderTabPage } from '../order-tab-page';

export default function SupplierOrderInsurancePage() {
  return (
    <OrderTabPage side="supplier" tab="insurance">
      {(order) => <InsuranceTab side="supplier" order={order} />}
    </OrderTabPage>
  );
}
