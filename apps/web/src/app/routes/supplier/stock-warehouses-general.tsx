import { WAREHOUSE_TABS, WarehouseTabPage } from '../../../features/stock';
import { isImplementedRoute } from '../../implemented-routes';

// Only tabs whose screens exist are offered.
const tabs = WAREHOUSE_TABS.filter((t) => isImplementedRoute(t.route));

export default function SupplierWarehouseGeneralPage() {
  return <WarehouseTabPage tab="general" tabs={tabs} />;
}
