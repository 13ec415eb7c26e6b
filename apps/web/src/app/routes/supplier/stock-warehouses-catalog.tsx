import { WAREHOUSE_TABS, WarehouseTabPage } from '../../../features/stock';
import { isImplementedRoute } from '../../implemented-routes';

const tabs = WAREHOUSE_TABS.filter((t) => isImplementedRoute(t.route));

export default function SupplierWarehouseCatalogPage() {
  return <WarehouseTabPage tab="catalog" tabs={tabs} />;
}
