import { WarehousesPage } from '../../../features/stock';

export default function SupplierWarehousesListPage() {
  return <WarehousesPage />;
}
