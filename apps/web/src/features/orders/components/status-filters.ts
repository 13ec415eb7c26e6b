import { DOCTOR_ORDER_FILTERS, orderPermission, statusName, VENDOR_ORDER_FILTERS } from '@dme/contract';
import type { OrderSide } from '../api/side';

export interface StatusFilter {
  /** The `status` route param: `all` or a status code. */
  status: string;
  label: string;
}

const ALL: StatusFilter = { status: 'all', label: 'All' };

/**
 * The list's status tabs: the doctor's own statuses plus the virtual In work and Delivered; every status for the
 * supplier. Staff see the tabs they may view at today's location (the server refuses the others).
 */
export function statusFilters(side: OrderSide, allowed: (key: string) => boolean): StatusFilter[] {
  const codes: readonly number[] = side === 'doctor' ? DOCTOR_ORDER_FILTERS : VENDOR_ORDER_FILTERS;
  const visible = codes.filter(
    (code) => code < 0 || allowed(orderPermission('view', code)) || (code === 1 && allowed(orderPermission('view', 0))),
  );
  return [ALL, ...visible.map((code) => ({ status: String(code), label: statusName(code) }))];
}

/** The route param as a filter the side knows; anything else falls back to all. */
export function knownStatus(filters: readonly StatusFilter[], status: string): string {
  return filters.some((f) => f.status === status) ? status : 'all';
}
