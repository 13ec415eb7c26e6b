// Public surface of the stock feature: the supplier's warehouses (list, new, and one's tabs: general, catalog,
// logs, OTC, and a SKU seen from it).
export { stockKeys } from './api/keys';
// The list is a module of its own: its route's chunk leaves out the warehouse screens (and the inventory's).
export { WarehousesPage } from './components/warehouses-page';
export {
  WarehouseCreatePage,
  WarehouseItemPage,
  WarehouseShowRedirect,
  WarehouseTabPage,
  type WarehouseTabPageProps,
} from './components/pages';
export { WAREHOUSE_TABS, warehouseTabHref, warehousesListHref, type WarehouseTab, type WarehouseTabKey } from './routes';
