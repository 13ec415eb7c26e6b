import { InventoryListPage } from '../../../features/inventory';

export default function SupplierInventoryListPage() {
  return <InventoryListPage />;
}
