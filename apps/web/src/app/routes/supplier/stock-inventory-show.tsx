import { InventorySkuPage } from '../../../features/inventory';

export default function SupplierInventorySkuPage() {
  return <InventorySkuPage />;
}
