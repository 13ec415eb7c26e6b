import { href } from '@dme/contract';

export const inventoryListHref = () => href('supplier.stock.inventory.list');
export const inventorySkuHref = (skuId: number) => href('supplier.stock.inventory.show', { id: skuId });
export const stockLogsHref = () => href('supplier.stock.logs');
export const stockEditorHref = () => href('supplier.stock.editor');
/** A line's order: its items tab, where the stock of each line is set. */
export const orderHref = (orderId: number) => href('supplier.order.edit.items', { orderId });

/** A route's numeric id param, or NaN for anything else (the screen says "not found"). */
export const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : NaN);
export const isId = (value: number) => Number.isInteger(value) && value > 0;
