// Public surface of the inventory feature: the supplier's SKUs, their shelves and units, the movements ledger
// and the stock editor. A warehouse's logs tab reuses StockLogsTable with `fixed={{ warehouse_id }}`.
import { createElement } from 'react';
import { PageLoader } from '../../components/page-loader';
import { lazyComponent } from '../../lib/lazy-component';
export { inventoryKeys } from './api/keys';
// The list is a module of its own: its route's chunk leaves out the SKU screen and the stock editor.
export { InventoryListPage } from './components/inventory-list-page';
export { InventorySkuPage, StockEditorPage } from './components/pages';
export { StockLogsPage } from './components/stock-logs-page';
export { InventoryList, type InventoryListProps } from './components/inventory-list';
export { SkuScreen } from './components/sku-screen';
/** The SKU screen loaded on first use, for a screen that shows it in place: its forms and zod stay out of that screen's load. */
export const { Component: LazySkuScreen } = lazyComponent(() => import('./components/sku-screen'), 'SkuScreen', createElement(PageLoader));
export { StockLogsTable, type FixedLogFilters, type StockLogsTableProps } from './components/stock-logs-table';
export { inventoryListHref, inventorySkuHref, stockEditorHref, stockLogsHref } from './routes';
