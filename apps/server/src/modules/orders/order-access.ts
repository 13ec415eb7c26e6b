import { orderPermission, statusName, VALIDATION_STEP_TEXT, type OrderPermissionVerb } from '@dme/contract';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { requirePermission } from '../../http/access';
import { AppError, notFound } from '../../lib/app-error';
import { visibleStatusFor, type OrderScope } from './order-scope';
import { findReachableOrder, type OrderRow } from './orders.queries';

/** The order if the scope reaches it (archived too); 404 otherwise, also for another tenant's id. */
export async function reachableOrder(db: Queryable, scope: OrderScope, id: number, what = 'Order'): Promise<OrderRow> {
  const row = await findReachableOrder(db, scope, id);
  if (!row) throw notFound(what);
  return row;
}

/** Inside a transaction: the order, locked until the transaction ends, or 404. */
export async function lockOrder(tx: Queryable, scope: OrderScope, id: number, what = 'Order'): Promise<OrderRow> {
  const row = await findReachableOrder(tx, scope, id, true);
  if (!row) throw notFound(what);
  return row;
}

/** `order view|edit {status}` with the order's actual status substituted (foundation §6). */
export function requireOrderPermission(actor: Actor, verb: OrderPermissionVerb, status: number): void {
  requirePermission(actor, orderPermission(verb, status));
}

export const conflict = (message: string): AppError => new AppError('conflict', message);

export function assertNotArchived(order: OrderRow): void {
  if (order.deleted_at) throw conflict('The order is archived; restore it first.');
}

/** Highest status at which a side may still change an order's data, and why not after. */
const EDIT_UNTIL = {
  // The doctor prepares the draft; once sent, the order is the supplier's work.
  doctor: { status: 1, message: 'The order has been sent to the supplier; it can no longer be changed.' },
  // Insurance, addresses, dates and the prior number stay editable until the order is a billing record.
  supplier: { status: 70, message: 'The order is in billing; it can no longer be changed.' },
  // What the prescriber signs (items, diagnoses) changes only until the order goes for signature.
  prescription: { status: 10, message: 'The items and diagnoses have gone to the prescriber for signature; they can no longer change.' },
} as const;

export type EditKind = 'order' | 'prescription' | 'quantity';

/** Refuses a change the order's status no longer allows (409: the request is fine, the state is not). */
export function assertEditable(side: OrderScope['side'], order: OrderRow, kind: EditKind): void {
  assertNotArchived(order);
  const rule = side === 'doctor' ? EDIT_UNTIL.doctor : kind === 'prescription' ? EDIT_UNTIL.prescription : EDIT_UNTIL.supplier;
  if (order.status > rule.status) throw conflict(rule.message);
}

/** The refusal of a status move: the UI shows the message and lists what is missing. */
export const checklistError = (missing: string[]): AppError => new AppError('validation', VALIDATION_STEP_TEXT, { checklist: missing });

export const statusLabel = (side: OrderScope['side'], status: number): string => statusName(visibleStatusFor(side, status));
