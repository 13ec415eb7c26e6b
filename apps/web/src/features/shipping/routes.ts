import { href, type WebRouteName } from '@dme/contract';

/**
 * The tabs of a suborder's screen, in the route table's order. The claims tab (new-claim) is billing's: its page
 * (features/billing) draws the same header and tabs, so the shipping views below leave it out.
 */
export const SUBORDER_TABS = [
  { tab: 'general-info', label: 'General info', route: 'supplier.shipping.show.general-info' },
  { tab: 'status', label: 'Status', route: 'supplier.shipping.show.status' },
  { tab: 'new-claim', label: 'New claim', route: 'supplier.shipping.show.new-claim' },
  { tab: 'documents', label: 'Documents', route: 'supplier.shipping.show.documents' },
] as const satisfies readonly { tab: string; label: string; route: WebRouteName }[];
export type SuborderTab = (typeof SUBORDER_TABS)[number];
/** The tabs whose views the shipping feature renders itself. */
export type SuborderTabKey = Exclude<SuborderTab['tab'], 'new-claim'>;

/** The shipping list on a status tab (`all` is the list without a status in its URL). */
export const shippingListHref = (status = 'all') =>
  href('supplier.shipping.list.status', status === 'all' ? {} : { status });
export const suborderTabHref = (suborderId: number, tab: SuborderTab['tab'] = 'general-info') =>
  href(SUBORDER_TABS.find((t) => t.tab === tab)!.route, { suborderId });
/** The order a suborder was split from: its status tab, where the suborders and the split live. */
export const orderStatusHref = (orderId: number) => href('supplier.order.edit.order-status', { orderId });

/** A route's numeric id param, or NaN for anything else (the screens say "not found"). */
export const idOf = (value: string | null | undefined) => (value && /^\d+$/.test(value) ? Number(value) : NaN);
export const isId = (value: number) => Number.isInteger(value) && value > 0;
