import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { distributionOrderLines, orderItemStock, orderItems } from '../../db/schema';
import { fieldError } from '../../lib/app-error';
import { issue, release, reserve, skuOf, skuWithCode, type LedgerContext } from './ledger';

/**
 * The stock behind order lines: which SKU a line takes, from which warehouse, how much of it is reserved and which
 * unit. Order services call these inside their own transaction (with the order locked); quantities only change
 * through the ledger.
 */
export type LineStock = typeof orderItemStock.$inferSelect;

export async function lineStockOf(tx: Tx, orderItemId: number): Promise<LineStock | undefined> {
  const [row] = await tx.select().from(orderItemStock).where(eq(orderItemStock.order_item_id, orderItemId)).for('update');
  return row;
}

/** A SKU of the company by its code (case-insensitive), as typed on the order's items tab. */
export async function skuByCode(tx: Tx, ctx: LedgerContext, code: string) {
  const sku = await skuWithCode(tx, ctx.accountId, code);
  if (!sku || sku.archived_at) throw fieldError('sku', `There is no SKU ${code.trim()} in your inventory.`);
  return sku;
}

/** Lets go of everything a line holds (its reservation and unit) and forgets its SKU. */
export async function dropLineStock(tx: Tx, ctx: LedgerContext, orderItemId: number, reason: string): Promise<void> {
  const held = await lineStockOf(tx, orderItemId);
  if (!held) return;
  if (held.issued_at) throw fieldError('sku', 'The item has been delivered: its stock can no longer change.');
  await release(tx, ctx, {
    orderItemId,
    skuId: held.sku_id,
    warehouseId: held.warehouse_id,
    storageId: held.storage_id,
    quantity: held.reserved,
    serialId: held.serial_number_id,
    reason,
  });
  await tx.delete(orderItemStock).where(eq(orderItemStock.order_item_id, orderItemId));
}

/**
 * Ties a line to a SKU in a warehouse and reserves the line's quantity there (replacing what it held). With
 * `allowShort`, a shortage is not refused: the line keeps the SKU with nothing reserved, to be filled by a
 * with-request distribution order.
 */
export async function assignLineStock(
  tx: Tx,
  ctx: LedgerContext,
  line: { id: number; quantity: number; equipment_id: number },
  target: { skuId: number; warehouseId: number },
): Promise<LineStock> {
  const sku = await skuOf(tx, ctx, target.skuId);
  if (sku.equipment_id !== line.equipment_id)
    throw fieldError('sku', `${sku.sku} is another catalogue item than the one ordered on this line.`);
  await dropLineStock(tx, ctx, line.id, 'SKU replaced');
  const { storage } = await reserve(tx, ctx, {
    orderItemId: line.id,
    skuId: sku.id,
    warehouseId: target.warehouseId,
    quantity: line.quantity,
  });
  const [row] = await tx
    .insert(orderItemStock)
    .values({
      order_item_id: line.id,
      account_id: ctx.accountId,
      sku_id: sku.id,
      warehouse_id: target.warehouseId,
      storage_id: storage.id,
      reserved: line.quantity,
    })
    .returning();
  return row!;
}

/** Puts a unit of the line's serialised SKU on it (the previous unit goes back on the shelf); null takes it off. */
export async function assignLineSerial(tx: Tx, ctx: LedgerContext, orderItemId: number, serial: string | null): Promise<string | null> {
  const held = await lineStockOf(tx, orderItemId);
  if (!held) throw fieldError('serial', 'Set the item’s SKU first: a serial number is a unit of that stock.');
  if (held.issued_at) throw fieldError('serial', 'The item has been delivered: its unit can no longer change.');
  const sku = await skuOf(tx, ctx, held.sku_id);
  if (!sku.serialized) throw fieldError('serial', `${sku.sku} is not serialised.`);
  if (held.serial_number_id) {
    await release(tx, ctx, {
      orderItemId,
      skuId: sku.id,
      warehouseId: held.warehouse_id,
      storageId: null,
      quantity: 0,
      serialId: held.serial_number_id,
      reason: 'serial number replaced',
    });
  }
  let unitId: number | null = null;
  if (serial) {
    const { unit } = await reserve(tx, ctx, { orderItemId, skuId: sku.id, warehouseId: held.warehouse_id, quantity: 0, serial });
    unitId = unit!.id;
  }
  await tx
    .update(orderItemStock)
    .set({ serial_number_id: unitId, updated_at: sql`now()` })
    .where(eq(orderItemStock.order_item_id, orderItemId));
  return serial ? serial.trim() : null;
}

/** A line's quantity fell (reduce): the units it no longer needs go back on the shelf. */
export async function shrinkLineStock(tx: Tx, ctx: LedgerContext, orderItemId: number, quantity: number): Promise<void> {
  const held = await lineStockOf(tx, orderItemId);
  if (!held || held.reserved <= quantity) return;
  const extra = held.reserved - quantity;
  await release(tx, ctx, {
    orderItemId,
    skuId: held.sku_id,
    warehouseId: held.warehouse_id,
    storageId: held.storage_id,
    quantity: extra,
    serialId: null,
    reason: 'quantity reduced',
  });
  await tx
    .update(orderItemStock)
    .set({ reserved: quantity, updated_at: sql`now()` })
    .where(eq(orderItemStock.order_item_id, orderItemId));
}

/**
 * A with-request distribution order's line arrived: its units are reserved for the patient order's line it was
 * bought for (up to what the line still lacks), and a serialised unit goes on the line when it has none.
 */
export async function fillRequestLine(
  tx: Tx,
  ctx: LedgerContext,
  r: { orderItemId: number; skuId: number; warehouseId: number; quantity: number; serial?: string | null },
): Promise<void> {
  const [line] = await tx.select().from(orderItems).where(eq(orderItems.id, r.orderItemId)).for('update');
  if (!line || line.archived_at) return;
  let held = await lineStockOf(tx, line.id);
  if (held && (held.sku_id !== r.skuId || held.warehouse_id !== r.warehouseId)) return;
  const want = Math.min(r.quantity, line.quantity - (held?.reserved ?? 0));
  if (want > 0) {
    const { storage } = await reserve(tx, ctx, {
      orderItemId: line.id,
      skuId: r.skuId,
      warehouseId: r.warehouseId,
      quantity: want,
      reason: 'distribution order received',
    });
    if (held) {
      await tx
        .update(orderItemStock)
        .set({ reserved: held.reserved + want, storage_id: storage.id, updated_at: sql`now()` })
        .where(eq(orderItemStock.order_item_id, line.id));
    } else {
      const sku = await skuOf(tx, ctx, r.skuId);
      await tx.insert(orderItemStock).values({
        order_item_id: line.id,
        account_id: ctx.accountId,
        sku_id: r.skuId,
        warehouse_id: r.warehouseId,
        storage_id: storage.id,
        reserved: want,
      });
      await tx
        .update(orderItems)
        .set({ sku: sku.sku, updated_at: sql`now()` })
        .where(eq(orderItems.id, line.id));
    }
    held = await lineStockOf(tx, line.id);
  }
  if (r.serial && held && !held.serial_number_id) {
    const serial = await assignLineSerial(tx, ctx, line.id, r.serial);
    await tx
      .update(orderItems)
      .set({ serial, updated_at: sql`now()` })
      .where(eq(orderItems.id, line.id));
  }
}

/**
 * A line changed outside the stock calls (quantity set or reduced, line archived or removed; `quantity` null for the
 * last two): the stock it holds follows. Fewer units give the extra back; more units or a gone line give everything
 * back and the line loses its SKU (answers true), so Ready For Service asks for stock again. The doctor may make the
 * change, so the company is the one that holds the stock.
 */
export async function lineChanged(tx: Tx, userId: number, orderItemId: number, quantity: number | null): Promise<boolean> {
  const held = await lineStockOf(tx, orderItemId);
  if (quantity === null) {
    await tx
      .update(distributionOrderLines)
      .set({ order_item_id: null, updated_at: sql`now()` })
      .where(eq(distributionOrderLines.order_item_id, orderItemId));
  }
  if (!held || held.issued_at) return false;
  const ctx = { accountId: held.account_id, userId };
  if (quantity !== null && quantity <= held.reserved) {
    await shrinkLineStock(tx, ctx, orderItemId, quantity);
    return false;
  }
  if (quantity !== null && held.reserved === 0) return false;
  await dropLineStock(tx, ctx, orderItemId, quantity === null ? 'item removed' : 'quantity raised');
  await tx
    .update(orderItems)
    .set({ sku: null, serial: null, updated_at: sql`now()` })
    .where(eq(orderItems.id, orderItemId));
  return true;
}

/**
 * The order goes out for delivery: every line's reserved units leave the warehouse (an issue movement) and its unit
 * is the patient's. Lines still waiting for a distribution order, and OTC lines added at the door, are issued when
 * their suborder is delivered (`onlyItemIds`: those lines only).
 */
export async function issueOrderStock(tx: Tx, userId: number, order: { id: number; patient_id: number | null }, onlyItemIds?: readonly number[]): Promise<void> {
  if (onlyItemIds && onlyItemIds.length === 0) return;
  const held = await tx
    .select({ stock: orderItemStock })
    .from(orderItemStock)
    .innerJoin(orderItems, eq(orderItems.id, orderItemStock.order_item_id))
    .where(
      and(
        eq(orderItems.order_id, order.id),
        sql`${orderItems.archived_at} is null`,
        sql`${orderItemStock.issued_at} is null`,
        onlyItemIds ? inArray(orderItems.id, [...onlyItemIds]) : undefined,
      ),
    )
    .for('update', { of: orderItemStock });
  for (const { stock: s } of held) {
    if (s.reserved === 0 || s.storage_id === null) continue;
    const ctx = { accountId: s.account_id, userId };
    await issue(tx, ctx, {
      orderItemId: s.order_item_id,
      skuId: s.sku_id,
      warehouseId: s.warehouse_id,
      storageId: s.storage_id,
      quantity: s.reserved,
      serialId: s.serial_number_id,
      patientId: order.patient_id,
    });
    await tx
      .update(orderItemStock)
      .set({ reserved: 0, issued_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(orderItemStock.order_item_id, s.order_item_id));
  }
}
