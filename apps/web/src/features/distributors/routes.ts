import { href, type WebRouteName } from '@dme/contract';

/** The tabs of a distributor's screen, in the route table's order. */
export const DISTRIBUTOR_TABS = [
  { tab: 'base', label: 'Details', route: 'supplier.stock.distributors.show.base' },
  { tab: 'products', label: 'Products', route: 'supplier.stock.distributors.show.products' },
  { tab: 'orders', label: 'Orders', route: 'supplier.stock.distributors.show.orders' },
] as const satisfies readonly { tab: string; label: string; route: WebRouteName }[];
export type DistributorTab = (typeof DISTRIBUTOR_TABS)[number];
export type DistributorTabKey = DistributorTab['tab'];

/**
 * The tabs of a distribution order's screen. Adding lines (add-item, OTC) only means something on a draft: those
 * tabs are offered while the order is one.
 */
export const DISTRIBUTION_ORDER_TABS = [
  { tab: 'items', label: 'Items', route: 'supplier.stock.distributors-orders.show.items', draftOnly: false },
  { tab: 'sku', label: 'By SKU', route: 'supplier.stock.distributors-orders.show.sku', draftOnly: false },
  { tab: 'add-item', label: 'Add item', route: 'supplier.stock.distributors-orders.show.add-item', draftOnly: true },
  { tab: 'otc', label: 'OTC', route: 'supplier.stock.distributors-orders.show.otc', draftOnly: true },
  { tab: 'distributor', label: 'Distributor', route: 'supplier.stock.distributors-orders.show.distributor', draftOnly: false },
  { tab: 'history', label: 'History', route: 'supplier.stock.distributors-orders.show.history', draftOnly: false },
] as const satisfies readonly { tab: string; label: string; route: WebRouteName; draftOnly: boolean }[];
export type DistributionOrderTab = (typeof DISTRIBUTION_ORDER_TABS)[number];
export type DistributionOrderTabKey = DistributionOrderTab['tab'];

export const distributorsListHref = () => href('supplier.stock.distributors.list');
export const distributorNewHref = () => href('supplier.stock.distributors.new');
export const distributorTabHref = (distributorId: number, tab: DistributorTabKey = 'base') =>
  href(DISTRIBUTOR_TABS.find((t) => t.tab === tab)!.route, { dId: distributorId });

export const distributionOrdersListHref = () => href('supplier.stock.distributors-orders.list');
/** The with-stock creation, optionally with the distributor (and warehouse) chosen already. */
export const withStockHref = (preset: { distributorId?: number; warehouseId?: number } = {}) => {
  const query = new URLSearchParams();
  if (preset.distributorId) query.set('distributor_id', String(preset.distributorId));
  if (preset.warehouseId) query.set('warehouse_id', String(preset.warehouseId));
  const path = href('supplier.stock.distributors-orders.create.with-stock');
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};
export const withRequestHref = (preset: { distributorId?: number } = {}) => {
  const path = href('supplier.stock.distributors-orders.create.with-request');
  return preset.distributorId ? `${path}?distributor_id=${preset.distributorId}` : path;
};
export const distributionOrderTabHref = (orderId: number, tab: DistributionOrderTabKey = 'items') =>
  href(DISTRIBUTION_ORDER_TABS.find((t) => t.tab === tab)!.route, { orderId });
/** The patient order a with-request order buys for (its items tab, where each line's stock is set). */
export const patientOrderHref = (orderId: number) => href('supplier.order.edit.items', { orderId });

/** A route's numeric id param, or NaN for anything else (the screens say "not found"). */
export const idOf = (value: string | null | undefined) => (value && /^\d+$/.test(value) ? Number(value) : NaN);
export const isId = (value: number) => Number.isInteger(value) && value > 0;
