import { StockLogsPage } from '../../../features/inventory';

export default function SupplierStockLogsPage() {
  return <StockLogsPage />;
}
