import { WAREHOUSE_TABS, WarehouseItemPage } from '../../../features/stock';
import { isImplementedRoute } from '../../implemented-routes';

const tabs = WAREHOUSE_TABS.filter((t) => isImplementedRoute(t.route));

/** `supplier.stock.warehouses.show.item`: a SKU opened from the warehouse's catalog or OTC tab. */
export default function SupplierWarehouseItemPage() {
  return <WarehouseItemPage tabs={tabs} />;
}
