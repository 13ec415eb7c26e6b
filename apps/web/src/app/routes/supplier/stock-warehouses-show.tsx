import { WarehouseShowRedirect } from '../../../features/stock';

/** `/supplier/stock/warehouses/{Wid}` opens its first tab, general. */
export default function SupplierWarehouseShell() {
  return <WarehouseShowRedirect />;
}
