import { href, type WebRouteName } from '@dme/contract';
import type { OrderSide } from './api/side';

/** Tabs of the order screen (route segment after `/edit/`), in the spec's order. */
export type OrderTabKey =
  | 'general'
  | 'patient-info'
  | 'items'
  | 'insurance'
  | 'diagnosis'
  | 'address-and-contacts'
  | 'documents'
  | 'order-status'
  | 'doctor'
  | 'history';

export interface OrderTab {
  tab: OrderTabKey;
  label: string;
}

const ALL_TABS: readonly OrderTab[] = [
  { tab: 'general', label: 'General' },
  { tab: 'patient-info', label: 'Patient Info' },
  { tab: 'items', label: 'Items' },
  { tab: 'insurance', label: 'Insurance' },
  { tab: 'diagnosis', label: 'Diagnosis' },
  { tab: 'address-and-contacts', label: 'Address & Contacts' },
  { tab: 'documents', label: 'Documents' },
  { tab: 'order-status', label: 'Order Status' },
  { tab: 'doctor', label: 'Doctor' },
  { tab: 'history', label: 'History' },
];

/** The supplier's screen adds the prescriber and the status history. */
export const orderTabs = (side: OrderSide): readonly OrderTab[] =>
  side === 'doctor' ? ALL_TABS.filter((t) => t.tab !== 'doctor' && t.tab !== 'history') : ALL_TABS;

/** Sub-views of the doctor's items tab, by route name. */
export type ItemsView = 'cart' | 'add' | 'catalog' | 'stock' | 'presets' | 'recommended';
export const ITEMS_VIEWS: readonly { view: ItemsView; label: string; route: WebRouteName }[] = [
  { view: 'cart', label: 'Cart', route: 'doctor.order.edit.items.cart' },
  { view: 'add', label: 'Add', route: 'doctor.order.edit.items.add' },
  { view: 'catalog', label: 'Catalog', route: 'doctor.order.edit.items.catalog.category' },
  { view: 'stock', label: 'Stock', route: 'doctor.order.edit.items.stock.category' },
  { view: 'presets', label: 'Presets', route: 'doctor.order.edit.items.presets' },
  { view: 'recommended', label: 'Recommended', route: 'doctor.order.edit.items.recommended' },
];

export const ordersListRoute = (side: OrderSide): WebRouteName => `${side}.orders.list.status`;
export const orderTabRoute = (side: OrderSide, tab: OrderTabKey) => `${side}.order.edit.${tab}` as WebRouteName;

/** `/doctor/orders/{status}` or `/supplier/orders/list/{status}`; `all` is the bare list. */
export const ordersListHref = (side: OrderSide, status = 'all') => href(ordersListRoute(side), status === 'all' ? {} : { status });
export const orderTabHref = (side: OrderSide, orderId: number, tab: OrderTabKey = 'general') => href(orderTabRoute(side, tab), { orderId });
export const itemsViewHref = (orderId: number, view: ItemsView) => href(ITEMS_VIEWS.find((v) => v.view === view)!.route, { orderId });

/** The doctor's catalogue inside an order: the tree, a category, a subcategory. */
export const orderCatalogLinks = (orderId: number) => ({
  root: href('doctor.order.edit.items.catalog.category', { orderId }),
  category: (id: number) => href('doctor.order.edit.items.catalog.category.show', { orderId, id }),
  subcategory: (id: number, subId: number) => href('doctor.order.edit.items.catalog.category.subcategory', { orderId, id, cat_id: subId }),
});

/** The stock kept at the practice's offices inside an order: the categories, a category, a subcategory. */
export const orderStockLinks = (orderId: number) => ({
  root: href('doctor.order.edit.items.stock.category', { orderId }),
  category: (id: number) => href('doctor.order.edit.items.stock.category.show', { orderId, id }),
  subcategory: (id: number, subId: number) => href('doctor.order.edit.items.stock.category.subcategory', { orderId, id, cat_id: subId }),
});
