// Public surface of the stock feature: the supplier's warehouses (list, new, and one's tabs: general, catalog,
// logs, OTC, and a SKU seen from it).
export { stockKeys } from './api/keys';
export {
  WarehouseCreatePage,
  WarehouseItemPage,
  WarehouseShowRedirect,
  WarehousesPage,
  WarehouseTabPage,
  type WarehouseTabPageProps,
} from './components/pages';
export { WAREHOUSE_TABS, warehouseTabHref, warehousesListHref, type WarehouseTab, type WarehouseTabKey } from './routes';
