// Public surface of the stock feature: the supplier's warehouses (list, new, the general tab of one).
export { stockKeys } from './api/keys';
export {
  WarehouseCreatePage,
  WarehouseShowRedirect,
  WarehousesPage,
  WarehouseTabPage,
  type WarehouseTabPageProps,
} from './components/pages';
export { WAREHOUSE_TABS, warehouseTabHref, warehousesListHref, type WarehouseTab, type WarehouseTabKey } from './routes';
