import { WithStockPage } from '../../../features/distributors';

export default function SupplierDistributionOrderWithStockPage() {
  return <WithStockPage />;
}
