import { DiagnosisTab } from '../../../features/orders';
import { OrderTabPage } from '../order-tab-page';

export default function SupplierOrderDiagnosisPage() {
  return (
    <OrderTabPage side="supplier" tab="diagnosis">
      {(order) => <DiagnosisTab side="supplier" order={order} />}
    </OrderTabPage>
  );
}
