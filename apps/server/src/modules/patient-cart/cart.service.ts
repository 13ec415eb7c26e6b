import { MAX_CART_QUANTITY, type AddCartItemBody, type PatientCart } from '@dme/contract';
import type { Db, Queryable, Tx } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { lockOwnPatient, type OwnPatient } from '../patient-app/own-patient';
import { deleteCartLine, findCartLine, findCartLineOf, findCartLines, insertCartLine, setCartQuantity, type CartLineRow } from './cart.queries';
import { findSoldItem, findSoldItems, type CatalogRow } from './catalog.queries';
import { presentItem, shopper } from './catalog.service';
import { supplierOf, type Supplier } from './patient-links';

export interface PricedLine {
  line: CartLineRow;
  item: CatalogRow;
  total: number;
}

/**
 * The lines the patient can buy now, at the supplier's current prices: a line whose item the supplier no longer
 * sells over the counter is left out (and dropped at checkout) rather than sold at a stale price.
 */
export async function pricedLines(db: Queryable, patientId: number, supplier: Supplier | null): Promise<PricedLine[]> {
  const lines = await findCartLines(db, patientId);
  if (!supplier || lines.length === 0) return [];
  const items = new Map((await findSoldItems(db, supplier.id, lines.map((l) => l.equipment_id))).map((i) => [i.id, i]));
  return lines.flatMap((line) => {
    const item = items.get(line.equipment_id);
    return item?.is_otc ? [{ line, item, total: item.price_cents * line.quantity }] : [];
  });
}

export async function cartOf(db: Queryable, patientId: number, supplier: Supplier | null): Promise<PatientCart> {
  const lines = await pricedLines(db, patientId, supplier);
  return {
    supplier,
    lines: lines.map(({ line, item, total }) => ({ id: line.id, item: presentItem(item), quantity: line.quantity, line_total_cents: total })),
    item_count: lines.reduce((n, l) => n + l.line.quantity, 0),
    total_cents: lines.reduce((n, l) => n + l.total, 0),
  };
}

export async function getCart(db: Queryable, actor: Actor): Promise<PatientCart> {
  const { patient, supplier } = await shopper(db, actor);
  return cartOf(db, patient.id, supplier);
}

/** A write to the cart: the patient's record locked (two taps at once add once each), audited, the cart answered. */
async function cartWrite(db: Db, actor: Actor, write: (tx: Tx, patient: OwnPatient, supplier: Supplier | null) => Promise<{ action: string; before?: unknown; after?: unknown; id: number }>): Promise<PatientCart> {
  return db.transaction(async (tx) => {
    const patient = await lockOwnPatient(tx, actor);
    const supplier = await supplierOf(tx, patient);
    const done = await write(tx, patient, supplier);
    await audit(tx, actor, { action: done.action, entity: 'patient_cart_item', entityId: done.id, before: done.before ?? null, after: done.after ?? null });
    return cartOf(tx, patient.id, supplier);
  });
}

function checkQuantity(quantity: number, field: string): void {
  if (quantity > MAX_CART_QUANTITY) throw fieldError(field, `At most ${MAX_CART_QUANTITY} of one item at a time.`);
}

export function addToCart(db: Db, actor: Actor, body: AddCartItemBody): Promise<PatientCart> {
  return cartWrite(db, actor, async (tx, patient, supplier) => {
    if (!supplier) throw new AppError('validation', 'You are not linked to a supplier yet; ask your supplier to invite you.');
    const item = await findSoldItem(tx, supplier.id, body.item_id);
    if (!item) throw fieldError('item_id', 'The selected item is invalid.');
    if (!item.is_otc) throw fieldError('item_id', 'This item needs a prescription: ask your doctor for it.');
    const line = await findCartLineOf(tx, patient.id, item.id);
    const quantity = (line?.quantity ?? 0) + body.quantity;
    checkQuantity(quantity, 'quantity');
    const saved = line ? await setCartQuantity(tx, line.id, quantity) : await insertCartLine(tx, { patient_id: patient.id, equipment_id: item.id, quantity });
    return { action: 'patient_cart.add', id: saved.id, before: line ?? null, after: saved };
  });
}

export function updateCartLine(db: Db, actor: Actor, lineId: number, quantity: number): Promise<PatientCart> {
  return cartWrite(db, actor, async (tx, patient, supplier) => {
    const line = await findCartLine(tx, patient.id, lineId);
    if (!line) throw notFound('Cart item');
    const item = supplier ? await findSoldItem(tx, supplier.id, line.equipment_id) : undefined;
    if (!item?.is_otc) throw new AppError('conflict', 'Your supplier no longer sells this item; remove it from the cart.');
    checkQuantity(quantity, 'quantity');
    const saved = await setCartQuantity(tx, line.id, quantity);
    return { action: 'patient_cart.update', id: line.id, before: { quantity: line.quantity }, after: { quantity: saved.quantity } };
  });
}

export function removeCartLine(db: Db, actor: Actor, lineId: number): Promise<PatientCart> {
  return cartWrite(db, actor, async (tx, patient) => {
    const line = await findCartLine(tx, patient.id, lineId);
    if (!line) throw notFound('Cart item');
    await deleteCartLine(tx, line.id);
    return { action: 'patient_cart.remove', id: line.id, before: line };
  });
}
