import { WarehouseCreatePage } from '../../../features/stock';

export default function SupplierWarehouseCreatePage() {
  return <WarehouseCreatePage />;
}
