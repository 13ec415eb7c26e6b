import { href, type WebRouteName } from '@dme/contract';

/** The tabs of a warehouse's screen, in the route table's order; the app offers those whose screens exist. */
export const WAREHOUSE_TABS = [
  { tab: 'general', label: 'General', route: 'supplier.stock.warehouses.show.general' },
  { tab: 'catalog', label: 'Catalog', route: 'supplier.stock.warehouses.show.catalog' },
  { tab: 'logs', label: 'Logs', route: 'supplier.stock.warehouses.show.logs' },
  { tab: 'otc', label: 'OTC', route: 'supplier.stock.warehouses.show.otc' },
] as const satisfies readonly { tab: string; label: string; route: WebRouteName }[];
export type WarehouseTab = (typeof WAREHOUSE_TABS)[number];
export type WarehouseTabKey = WarehouseTab['tab'];

export const warehousesListHref = () => href('supplier.stock.warehouses.list');
export const warehouseCreateHref = () => href('supplier.stock.warehouses.create');
export const warehouseTabHref = (warehouseId: number, tab: WarehouseTabKey = 'general') =>
  href(WAREHOUSE_TABS.find((t) => t.tab === tab)!.route, { Wid: warehouseId });

/** A route's numeric id param, or NaN for anything else (the screens say "not found"). */
export const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : NaN);
export const isId = (value: number) => Number.isInteger(value) && value > 0;
export const warehouseItemHref = (warehouseId: number, skuId: number) =>
  href('supplier.stock.warehouses.show.item', { Wid: warehouseId, itemId: skuId });
