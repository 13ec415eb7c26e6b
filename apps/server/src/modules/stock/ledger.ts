import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { inventorySkus, inventoryStorage, orderItems, serialNumbers, stockMovements, warehouses, type MovementKind } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/app-error';

/**
 * The stock ledger: the only code that changes quantities and serial numbers. Each change is one guarded UPDATE
 * (the guard is the business rule, the table's CHECK constraints the backstop), and its movement row is written in
 * the same transaction, so a quantity never differs from what its movements say and concurrent callers cannot take
 * the same unit twice: PostgreSQL re-checks the guard after waiting for the row's lock.
 * Every function runs inside the caller's transaction and names the company, so another company's ids never match.
 */
export interface LedgerContext {
  accountId: number;
  userId: number | null;
}

export type StorageRow = typeof inventoryStorage.$inferSelect;
export type SkuRow = typeof inventorySkus.$inferSelect;
export type SerialRow = typeof serialNumbers.$inferSelect;

const conflict = (message: string) => new AppError('conflict', message);
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

interface MovementInput {
  kind: MovementKind;
  skuId: number;
  from?: number | null;
  to?: number | null;
  quantity: number;
  serials?: string[];
  reason?: string;
  orderItemId?: number | null;
  distributionOrderId?: number | null;
}

async function record(tx: Tx, ctx: LedgerContext, m: MovementInput): Promise<void> {
  await tx.insert(stockMovements).values({
    account_id: ctx.accountId,
    user_id: ctx.userId,
    kind: m.kind,
    sku_id: m.skuId,
    from_warehouse_id: m.from ?? null,
    to_warehouse_id: m.to ?? null,
    quantity: m.quantity,
    serials: m.serials ?? [],
    reason: m.reason ?? '',
    order_item_id: m.orderItemId ?? null,
    distribution_order_id: m.distributionOrderId ?? null,
  });
}

/** A SKU of the company (archived ones too: their stock can still move out). */
export async function skuOf(tx: Tx, ctx: LedgerContext, skuId: number): Promise<SkuRow> {
  const [sku] = await tx
    .select()
    .from(inventorySkus)
    .where(and(eq(inventorySkus.id, skuId), eq(inventorySkus.account_id, ctx.accountId)));
  if (!sku) throw notFound('SKU');
  return sku;
}

/** A live warehouse of the company. */
export async function warehouseOf(
  tx: Tx,
  ctx: LedgerContext,
  warehouseId: number,
  field = 'warehouse_id',
): Promise<{ id: number; name: string }> {
  const [w] = await tx
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(and(eq(warehouses.id, warehouseId), eq(warehouses.account_id, ctx.accountId), sql`${warehouses.deleted_at} is null`));
  if (!w) throw fieldError(field, 'The warehouse does not belong to your company.');
  return w;
}

/** The storage row of a SKU in a warehouse, made on first use. */
export async function storageFor(tx: Tx, ctx: LedgerContext, skuId: number, warehouseId: number): Promise<StorageRow> {
  await tx
    .insert(inventoryStorage)
    .values({ account_id: ctx.accountId, sku_id: skuId, warehouse_id: warehouseId })
    .onConflictDoNothing({ target: [inventoryStorage.sku_id, inventoryStorage.warehouse_id] });
  const [row] = await tx
    .select()
    .from(inventoryStorage)
    .where(
      and(
        eq(inventoryStorage.sku_id, skuId),
        eq(inventoryStorage.warehouse_id, warehouseId),
        eq(inventoryStorage.account_id, ctx.accountId),
      ),
    );
  if (!row) throw notFound('Storage');
  return row;
}

/** A shelf of the company; `lock` holds it until the transaction ends. */
export async function storageById(tx: Tx, ctx: LedgerContext, storageId: number, lock = false): Promise<StorageRow> {
  const query = tx
    .select()
    .from(inventoryStorage)
    .where(and(eq(inventoryStorage.id, storageId), eq(inventoryStorage.account_id, ctx.accountId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Storage');
  return row;
}

/** A SKU of the company by its code, case-insensitively (archived ones too: a code stays taken). */
export async function skuWithCode(tx: Queryable, accountId: number, code: string): Promise<SkuRow | undefined> {
  const [row] = await tx
    .select()
    .from(inventorySkus)
    .where(and(eq(inventorySkus.account_id, accountId), sql`lower(${inventorySkus.sku}) = ${code.trim().toLowerCase()}`));
  return row;
}

/** Serial numbers as typed: trimmed, none empty, none twice. */
export function cleanSerials(serials: readonly string[] | undefined, field = 'serials'): string[] {
  const out = (serials ?? []).map((s) => s.trim());
  if (out.some((s) => s === '')) throw fieldError(field, 'A serial number is empty.');
  const seen = new Set<string>();
  for (const s of out) {
    if (seen.has(s.toLowerCase())) throw fieldError(field, `The serial number ${s} is listed twice.`);
    seen.add(s.toLowerCase());
  }
  return out;
}

function requireSerialsFor(sku: SkuRow, quantity: number, serials: string[], field: string): void {
  if (sku.serialized && serials.length !== quantity) {
    throw fieldError(field, `${sku.sku} is serialised: give ${plural(quantity, 'serial number')} (${serials.length} given).`);
  }
  if (!sku.serialized && serials.length > 0) throw fieldError(field, `${sku.sku} is not serialised: it takes no serial numbers.`);
}

export interface Receipt {
  skuId: number;
  warehouseId: number;
  quantity: number;
  serials?: string[];
  reason?: string;
  distributionOrderId?: number | null;
  kind?: 'receipt' | 'return';
}

/** Units arrive in a warehouse (from a distributor, a first count, or back from a patient): quantity and serials grow. */
export async function receive(tx: Tx, ctx: LedgerContext, r: Receipt): Promise<StorageRow> {
  if (!Number.isInteger(r.quantity) || r.quantity <= 0) throw fieldError('quantity', 'The quantity must be at least 1.');
  const sku = await skuOf(tx, ctx, r.skuId);
  const serials = cleanSerials(r.serials);
  requireSerialsFor(sku, r.quantity, serials, 'serials');
  if (serials.length) {
    const known = await tx
      .select({ serial: serialNumbers.serial })
      .from(serialNumbers)
      .where(
        and(
          eq(serialNumbers.sku_id, sku.id),
          inArray(
            sql`lower(${serialNumbers.serial})`,
            serials.map((s) => s.toLowerCase()),
          ),
        ),
      );
    if (known.length) throw conflict(`Serial number ${known.map((k) => k.serial).join(', ')} of ${sku.sku} is already recorded.`);
    // The unique index (sku, lower(serial)) refuses a concurrent receipt of the same unit.
    await tx.insert(serialNumbers).values(
      serials.map((serial) => ({
        account_id: ctx.accountId,
        sku_id: sku.id,
        serial,
        state: 'in_stock' as const,
        warehouse_id: r.warehouseId,
      })),
    );
  }
  const storage = await storageFor(tx, ctx, sku.id, r.warehouseId);
  const [after] = await tx
    .update(inventoryStorage)
    .set({ quantity: sql`${inventoryStorage.quantity} + ${r.quantity}`, updated_at: sql`now()` })
    .where(eq(inventoryStorage.id, storage.id))
    .returning();
  await record(tx, ctx, {
    kind: r.kind ?? 'receipt',
    skuId: sku.id,
    to: r.warehouseId,
    quantity: r.quantity,
    serials,
    reason: r.reason,
    distributionOrderId: r.distributionOrderId,
  });
  return after!;
}

/**
 * A counted correction of a non-serialised SKU's quantity (a serialised one changes by receipt and retirement, unit
 * by unit). Refused below what is reserved.
 */
export async function adjust(tx: Tx, ctx: LedgerContext, storage: StorageRow, quantity: number, reason: string): Promise<StorageRow> {
  if (quantity === storage.quantity) return storage;
  const sku = await skuOf(tx, ctx, storage.sku_id);
  if (sku.serialized)
    throw fieldError('quantity', `${sku.sku} is serialised: its quantity follows its serial numbers (receive or retire units).`);
  const [after] = await tx
    .update(inventoryStorage)
    .set({ quantity, updated_at: sql`now()` })
    .where(and(eq(inventoryStorage.id, storage.id), sql`${inventoryStorage.reserved} <= ${quantity}`))
    .returning();
  if (!after) {
    const [now] = await tx
      .select({ reserved: inventoryStorage.reserved })
      .from(inventoryStorage)
      .where(eq(inventoryStorage.id, storage.id));
    throw fieldError(
      'quantity',
      `${plural(now?.reserved ?? 0, 'unit')} of ${sku.sku} here ${now?.reserved === 1 ? 'is' : 'are'} reserved for orders: the quantity cannot go below that.`,
    );
  }
  await record(tx, ctx, { kind: 'adjustment', skuId: sku.id, to: storage.warehouse_id, quantity: quantity - storage.quantity, reason });
  return after;
}

/** Takes `quantity` free units off a storage row (not reserved ones), or answers 409 with what is there. */
async function takeFree(tx: Tx, storage: StorageRow, sku: SkuRow, quantity: number, where: string): Promise<void> {
  const [taken] = await tx
    .update(inventoryStorage)
    .set({ quantity: sql`${inventoryStorage.quantity} - ${quantity}`, updated_at: sql`now()` })
    .where(and(eq(inventoryStorage.id, storage.id), sql`${inventoryStorage.quantity} - ${inventoryStorage.reserved} >= ${quantity}`))
    .returning({ id: inventoryStorage.id });
  if (!taken) {
    const [now] = await tx.select().from(inventoryStorage).where(eq(inventoryStorage.id, storage.id));
    throw conflict(
      `Only ${plural(Math.max(0, (now?.quantity ?? 0) - (now?.reserved ?? 0)), 'unit')} of ${sku.sku} ${now && now.quantity - now.reserved === 1 ? 'is' : 'are'} free in ${where}.`,
    );
  }
}

/** Serialised units that are on the shelf (in stock) in a warehouse, by serial text; all must be found. */
async function shelfUnits(tx: Tx, sku: SkuRow, warehouseId: number, serials: string[], field: string): Promise<SerialRow[]> {
  const rows = await tx
    .select()
    .from(serialNumbers)
    .where(
      and(
        eq(serialNumbers.sku_id, sku.id),
        inArray(
          sql`lower(${serialNumbers.serial})`,
          serials.map((s) => s.toLowerCase()),
        ),
      ),
    )
    .for('update');
  for (const s of serials) {
    const row = rows.find((r) => r.serial.toLowerCase() === s.toLowerCase());
    if (!row) throw fieldError(field, `Serial number ${s} of ${sku.sku} is not recorded.`);
    if (row.state !== 'in_stock' || row.warehouse_id !== warehouseId)
      throw conflict(`Serial number ${s} is not in stock there (${row.state.replace('_', ' ')}).`);
  }
  return rows;
}

/** Free units (and their serials) go from one warehouse to another. */
export async function move(
  tx: Tx,
  ctx: LedgerContext,
  storage: StorageRow,
  toWarehouseId: number,
  quantity: number,
  serialsIn: string[] | undefined,
  reason: string,
): Promise<StorageRow> {
  if (toWarehouseId === storage.warehouse_id) throw fieldError('warehouse_id', 'Choose another warehouse than the one the stock is in.');
  const sku = await skuOf(tx, ctx, storage.sku_id);
  const from = await warehouseOf(tx, ctx, storage.warehouse_id);
  await warehouseOf(tx, ctx, toWarehouseId);
  const serials = cleanSerials(serialsIn);
  requireSerialsFor(sku, quantity, serials, 'serials');
  if (serials.length) {
    const units = await shelfUnits(tx, sku, storage.warehouse_id, serials, 'serials');
    await tx
      .update(serialNumbers)
      .set({ warehouse_id: toWarehouseId, updated_at: sql`now()` })
      .where(
        inArray(
          serialNumbers.id,
          units.map((u) => u.id),
        ),
      );
  }
  await takeFree(tx, storage, sku, quantity, from.name);
  const target = await storageFor(tx, ctx, sku.id, toWarehouseId);
  const [after] = await tx
    .update(inventoryStorage)
    .set({ quantity: sql`${inventoryStorage.quantity} + ${quantity}`, updated_at: sql`now()` })
    .where(eq(inventoryStorage.id, target.id))
    .returning();
  await record(tx, ctx, { kind: 'move', skuId: sku.id, from: storage.warehouse_id, to: toWarehouseId, quantity, serials, reason });
  return after!;
}

/** Serialised units leave stock for good (damaged, lost, sold off): quantity falls with them. */
export async function retire(tx: Tx, ctx: LedgerContext, storage: StorageRow, serialsIn: string[], reason: string): Promise<void> {
  const sku = await skuOf(tx, ctx, storage.sku_id);
  const serials = cleanSerials(serialsIn);
  if (!serials.length) throw fieldError('serials', 'Name the serial numbers to retire.');
  const units = await shelfUnits(tx, sku, storage.warehouse_id, serials, 'serials');
  await tx
    .update(serialNumbers)
    .set({ state: 'retired', updated_at: sql`now()` })
    .where(
      inArray(
        serialNumbers.id,
        units.map((u) => u.id),
      ),
    );
  const w = await warehouseOf(tx, ctx, storage.warehouse_id);
  await takeFree(tx, storage, sku, serials.length, w.name);
  await record(tx, ctx, {
    kind: 'adjustment',
    skuId: sku.id,
    from: storage.warehouse_id,
    quantity: -serials.length,
    serials,
    reason: reason || 'retired',
  });
}

export interface Reservation {
  orderItemId: number;
  skuId: number;
  warehouseId: number;
  quantity: number;
  /** A serialised SKU: the unit promised to the line. */
  serial?: string | null;
  reason?: string;
}

/**
 * Promises free units of a warehouse to an order line. Exactly the free quantity can be reserved, however many
 * callers try at once: the UPDATE's guard is re-evaluated on the locked row. Answers the storage row and the unit.
 */
export async function reserve(tx: Tx, ctx: LedgerContext, r: Reservation): Promise<{ storage: StorageRow; unit: SerialRow | null }> {
  const sku = await skuOf(tx, ctx, r.skuId);
  const w = await warehouseOf(tx, ctx, r.warehouseId);
  let unit: SerialRow | null = null;
  if (r.serial) {
    if (!sku.serialized) throw fieldError('serial', `${sku.sku} is not serialised.`);
    const [found] = await tx
      .update(serialNumbers)
      .set({ state: 'reserved', order_item_id: r.orderItemId, updated_at: sql`now()` })
      .where(
        and(
          eq(serialNumbers.sku_id, sku.id),
          sql`lower(${serialNumbers.serial}) = ${r.serial.trim().toLowerCase()}`,
          eq(serialNumbers.warehouse_id, w.id),
          eq(serialNumbers.state, 'in_stock'),
        ),
      )
      .returning();
    if (!found) throw await serialRefusal(tx, sku, r.serial.trim(), w.name);
    unit = found;
  }
  const storage = await storageFor(tx, ctx, sku.id, w.id);
  // A unit put on a line whose quantity is already reserved (the serial call) changes no count.
  if (r.quantity === 0) {
    await record(tx, ctx, {
      kind: 'reservation',
      skuId: sku.id,
      from: w.id,
      quantity: 0,
      serials: unit ? [unit.serial] : [],
      orderItemId: r.orderItemId,
      reason: r.reason,
    });
    return { storage, unit };
  }
  const [after] = await tx
    .update(inventoryStorage)
    .set({ reserved: sql`${inventoryStorage.reserved} + ${r.quantity}`, updated_at: sql`now()` })
    .where(and(eq(inventoryStorage.id, storage.id), sql`${inventoryStorage.quantity} - ${inventoryStorage.reserved} >= ${r.quantity}`))
    .returning();
  if (!after) {
    const [now] = await tx.select().from(inventoryStorage).where(eq(inventoryStorage.id, storage.id));
    const free = Math.max(0, (now?.quantity ?? 0) - (now?.reserved ?? 0));
    throw conflict(`Not enough ${sku.sku} in ${w.name}: ${plural(free, 'unit')} free, ${r.quantity} needed.`);
  }
  await record(tx, ctx, {
    kind: 'reservation',
    skuId: sku.id,
    from: w.id,
    quantity: r.quantity,
    serials: unit ? [unit.serial] : [],
    orderItemId: r.orderItemId,
    reason: r.reason,
  });
  return { storage: after, unit };
}

/** Why a serial cannot be reserved, said so the person at the screen knows what to do. */
async function serialRefusal(tx: Tx, sku: SkuRow, serial: string, where: string): Promise<AppError> {
  const [row] = await tx
    .select()
    .from(serialNumbers)
    .where(and(eq(serialNumbers.sku_id, sku.id), sql`lower(${serialNumbers.serial}) = ${serial.toLowerCase()}`));
  if (!row) return fieldError('serial', `Serial number ${serial} of ${sku.sku} is not recorded.`);
  if (row.state === 'reserved') {
    const [owner] = await tx.select({ order_id: orderItems.order_id }).from(orderItems).where(eq(orderItems.id, row.order_item_id!));
    return conflict(`Serial number ${serial} is already reserved for order #${owner?.order_id ?? '?'}.`);
  }
  if (row.state === 'delivered') return conflict(`Serial number ${serial} has been delivered to a patient.`);
  if (row.state === 'retired') return conflict(`Serial number ${serial} is retired.`);
  return conflict(`Serial number ${serial} is not in ${where}.`);
}

/** Gives a line's reserved units (and its unit) back to the shelf. */
export async function release(
  tx: Tx,
  ctx: LedgerContext,
  r: {
    orderItemId: number;
    skuId: number;
    warehouseId: number;
    storageId: number | null;
    quantity: number;
    serialId: number | null;
    reason?: string;
  },
): Promise<void> {
  let serials: string[] = [];
  if (r.serialId) {
    const [unit] = await tx
      .update(serialNumbers)
      .set({ state: 'in_stock', order_item_id: null, updated_at: sql`now()` })
      .where(and(eq(serialNumbers.id, r.serialId), eq(serialNumbers.state, 'reserved'), eq(serialNumbers.order_item_id, r.orderItemId)))
      .returning({ serial: serialNumbers.serial });
    if (unit) serials = [unit.serial];
  }
  if (r.storageId && r.quantity > 0) {
    await tx
      .update(inventoryStorage)
      .set({ reserved: sql`${inventoryStorage.reserved} - ${r.quantity}`, updated_at: sql`now()` })
      .where(and(eq(inventoryStorage.id, r.storageId), eq(inventoryStorage.account_id, ctx.accountId)));
  }
  if (r.quantity > 0 || serials.length) {
    await record(tx, ctx, {
      kind: 'release',
      skuId: r.skuId,
      to: r.warehouseId,
      quantity: r.quantity,
      serials,
      orderItemId: r.orderItemId,
      reason: r.reason,
    });
  }
}

/** Reserved units leave with the delivery: quantity and reservation fall together, the unit goes to the patient. */
export async function issue(
  tx: Tx,
  ctx: LedgerContext,
  r: {
    orderItemId: number;
    skuId: number;
    warehouseId: number;
    storageId: number;
    quantity: number;
    serialId: number | null;
    patientId: number | null;
  },
): Promise<void> {
  let serials: string[] = [];
  if (r.serialId) {
    const [unit] = await tx
      .update(serialNumbers)
      .set({ state: 'delivered', warehouse_id: null, patient_id: r.patientId, updated_at: sql`now()` })
      .where(and(eq(serialNumbers.id, r.serialId), eq(serialNumbers.order_item_id, r.orderItemId)))
      .returning({ serial: serialNumbers.serial });
    if (unit) serials = [unit.serial];
  }
  await tx
    .update(inventoryStorage)
    .set({
      quantity: sql`${inventoryStorage.quantity} - ${r.quantity}`,
      reserved: sql`${inventoryStorage.reserved} - ${r.quantity}`,
      updated_at: sql`now()`,
    })
    .where(and(eq(inventoryStorage.id, r.storageId), eq(inventoryStorage.account_id, ctx.accountId)));
  await record(tx, ctx, { kind: 'issue', skuId: r.skuId, from: r.warehouseId, quantity: r.quantity, serials, orderItemId: r.orderItemId });
}
