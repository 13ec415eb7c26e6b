import { StockEditorPage } from '../../../features/inventory';

export default function SupplierStockEditorPage() {
  return <StockEditorPage />;
}
