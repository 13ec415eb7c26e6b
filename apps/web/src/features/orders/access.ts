import { can, orderPermission, type Order, type OrderSummary } from '@dme/contract';
import { useCurrentUser } from '../auth';
import { useChosenLocationId } from '../location';
import type { OrderSide } from './api/side';

/**
 * Until when a side may change an order (the server's rule, mirrored to hide buttons it would refuse): the doctor
 * works on the draft; the supplier on the order until Delivery, on its items and diagnoses until Intake is done.
 */
const EDIT_UNTIL = { doctor: 1, supplier: 70, prescription: 10 } as const;
/** A doctor archives what the supplier has not started on; a supplier cancels until the order is out for delivery. */
const ARCHIVE_UNTIL = { doctor: 3, supplier: 40 } as const;

export interface OrderAccess {
  /** Order fields (dates, insurance, addresses, office, supplier). */
  editOrder: boolean;
  /** Items and diagnoses. */
  editPrescription: boolean;
  /** Where a patient's payment of a purchase stands (any status: it is collected at delivery or later). */
  recordPayment: boolean;
  /** Quantities (`commons qty change`). */
  changeQuantity: boolean;
  archive: boolean;
  restore: boolean;
}

type Orderish = Pick<Order, 'status' | 'deleted_at'> | OrderSummary;

/** What a user holding `allowed` permissions may do to an order, by its status and archive state. */
export function orderAccess(side: OrderSide, order: Orderish, allowed: (key: string) => boolean): OrderAccess {
  const live = !order.deleted_at;
  const mayEdit = allowed(orderPermission('edit', order.status));
  return {
    editOrder: live && mayEdit && order.status <= EDIT_UNTIL[side],
    recordPayment: live && mayEdit && side === 'supplier',
    editPrescription: live && mayEdit && order.status <= (side === 'doctor' ? EDIT_UNTIL.doctor : EDIT_UNTIL.prescription),
    changeQuantity: live && allowed('commons qty change') && order.status <= (side === 'doctor' ? EDIT_UNTIL.doctor : EDIT_UNTIL.supplier),
    archive: live && allowed('order archive') && order.status <= ARCHIVE_UNTIL[side],
    restore: !live && allowed('order archive'),
  };
}

/** The signed-in user's permission check at today's location (foundation §6). */
export function usePermission(): (key: string) => boolean {
  const { user } = useCurrentUser();
  const locationId = useChosenLocationId();
  return (key) => user !== null && can(user, key, locationId);
}

/** What the signed-in user may do to one order. */
export function useOrderAccess(side: OrderSide, order: Orderish): OrderAccess {
  return orderAccess(side, order, usePermission());
}

/** Why the prescription (items and diagnoses) no longer changes on this side. */
export const lockedText = (side: OrderSide) =>
  side === 'doctor'
    ? 'The order was sent to the supplier: its items and diagnoses can no longer change here.'
    : 'The items and diagnoses have gone to the prescriber for signature: they can no longer change.';

/** Until when the supplier's stock on a line changes: the SKU until Ready For Service, the serial until Billing. */
const STOCK_UNTIL = { sku: 40, serial: 70 } as const;

export interface StockAccess {
  /** Why the SKU cannot be set, changed or dropped now; null when it can. */
  sku: string | null;
  /** Why the serial number cannot change now; null when it can. */
  serial: string | null;
}

/** The SKU (`sku replace`) and serial number (`order edit {status}`) of the order's lines, with the reason when not. */
export function stockAccess(order: Pick<Order, 'status' | 'deleted_at'>, allowed: (key: string) => boolean): StockAccess {
  if (order.deleted_at) return { sku: 'The order is archived.', serial: 'The order is archived.' };
  let sku: string | null = null;
  if (order.status > STOCK_UNTIL.sku) sku = 'The order has gone out for delivery: its SKUs can no longer change.';
  else if (!allowed('sku replace')) sku = 'Setting SKUs needs the “sku replace” permission.';
  else if (!allowed(orderPermission('view', order.status))) sku = 'You may not work on orders in this status.';
  let serial: string | null = null;
  if (order.status > STOCK_UNTIL.serial) serial = 'The order is in billing: serial numbers can no longer change.';
  else if (!allowed(orderPermission('edit', order.status))) serial = 'You may not edit orders in this status.';
  return { sku, serial };
}

/** Prior authorisation is recorded from Intake until Ready For Service (the server's rule). */
export function authorizationBlock(order: Pick<Order, 'status' | 'deleted_at'>, allowed: (key: string) => boolean): string | null {
  if (order.deleted_at) return 'The order is archived.';
  if (order.status < 10 || order.status > 40) return 'Prior authorisation is recorded from Intake until the order is Ready For Service.';
  if (!allowed(orderPermission('edit', order.status))) return 'You may not edit orders in this status.';
  return null;
}
