import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  accounts,
  equipmentItems,
  inventorySkus,
  inventoryStorage,
  orderItems,
  orders,
  serialNumbers,
  stockMovements,
  users,
  warehouses,
} from '../../src/db/schema';
import { receive, reserve } from '../../src/modules/stock/ledger';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The stock invariants hold under concurrent callers (issue 9): on PostgreSQL (`npm run test:pg`) these run truly in
 * parallel, each in its own transaction; the guard is in the UPDATE and the CHECK constraints, not in code that reads
 * first. 50 reservations race for the last 10 units: exactly 10 win, the rest get 409, nothing goes negative.
 */
describe('stock under concurrency', () => {
  let t: TestApp;
  let ctx: { accountId: number; userId: number };
  let warehouseId: number;
  let equipmentId: number;
  let lines: number[];
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const [company] = await db.select().from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply'));
    const [owner] = await db.select().from(users).where(eq(users.login, 'supplier@demo.test'));
    ctx = { accountId: company!.id, userId: owner!.id };
    warehouseId = (await db.select().from(warehouses).where(eq(warehouses.name, 'Columbus Stockroom')))[0]!.id;
    equipmentId = (await db.select().from(equipmentItems).where(eq(equipmentItems.hcpcs, 'E0143')))[0]!.id;
    // 50 order lines to reserve for (any order of the company will do: the ledger only names the line).
    const [order] = await db.select().from(orders).where(eq(orders.vendor_id, company!.id)).limit(1);
    lines = (
      await db
        .insert(orderItems)
        .values(Array.from({ length: 50 }, () => ({ order_id: order!.id, equipment_id: equipmentId, quantity: 1 })))
        .returning({ id: orderItems.id })
    ).map((r) => r.id);
  });
  afterAll(() => t?.close());

  const newSku = async (code: string, serialized: boolean) =>
    (
      await t.database.db
        .insert(inventorySkus)
        .values({ account_id: ctx.accountId, equipment_id: equipmentId, sku: code, serialized })
        .returning()
    )[0]!.id;

  it('50 parallel reservations of the last 10 units: exactly 10 succeed, the rest 409, stock ends with 0 free', async () => {
    const skuId = await newSku('RACE-10', false);
    await t.database.db.transaction((tx) => receive(tx, ctx, { skuId, warehouseId, quantity: 10 }));
    const results = await Promise.allSettled(
      lines.map((orderItemId) => t.database.db.transaction((tx) => reserve(tx, ctx, { orderItemId, skuId, warehouseId, quantity: 1 }))),
    );
    const won = results.filter((r) => r.status === 'fulfilled').length;
    const lost = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as { status?: number });
    expect(won).toBe(10);
    expect(lost.every((e) => e.status === 409)).toBe(true);
    const [shelf] = await t.database.db
      .select()
      .from(inventoryStorage)
      .where(and(eq(inventoryStorage.sku_id, skuId), eq(inventoryStorage.warehouse_id, warehouseId)));
    expect(shelf).toMatchObject({ quantity: 10, reserved: 10 });
    const moves = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.sku_id, skuId), eq(stockMovements.kind, 'reservation')));
    expect(moves).toHaveLength(10);
  });

  it('one serial number raced for by 20 lines goes to exactly one', async () => {
    const skuId = await newSku('RACE-SN', true);
    await t.database.db.transaction((tx) =>
      receive(tx, ctx, { skuId, warehouseId, quantity: 20, serials: Array.from({ length: 20 }, (_, i) => `R-${i}`) }),
    );
    const results = await Promise.allSettled(
      lines
        .slice(0, 20)
        .map((orderItemId) =>
          t.database.db.transaction((tx) => reserve(tx, ctx, { orderItemId, skuId, warehouseId, quantity: 1, serial: 'R-7' })),
        ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [unit] = await t.database.db
      .select()
      .from(serialNumbers)
      .where(and(eq(serialNumbers.sku_id, skuId), eq(serialNumbers.serial, 'R-7')));
    expect(unit!.state).toBe('reserved');
    const [shelf] = await t.database.db.select().from(inventoryStorage).where(eq(inventoryStorage.sku_id, skuId));
    expect(shelf!.reserved).toBe(1);
  });

  it('the database itself refuses negative stock and over-reservation, whatever the code does', async () => {
    const skuId = await newSku('RAW-1', false);
    await t.database.db.transaction((tx) => receive(tx, ctx, { skuId, warehouseId, quantity: 2 }));
    const shelf = eq(inventoryStorage.sku_id, skuId);
    await expect(t.database.db.update(inventoryStorage).set({ quantity: -1 }).where(shelf)).rejects.toThrow();
    await expect(t.database.db.update(inventoryStorage).set({ reserved: 3 }).where(shelf)).rejects.toThrow();
    // A second row for the same unit is refused too: a serial is in one place only.
    const cpap = await newSku('RAW-SN', true);
    await t.database.db.insert(serialNumbers).values({ account_id: ctx.accountId, sku_id: cpap, serial: 'ONE', warehouse_id: warehouseId });
    await expect(
      t.database.db.insert(serialNumbers).values({ account_id: ctx.accountId, sku_id: cpap, serial: 'one', warehouse_id: warehouseId }),
    ).rejects.toThrow();
  });
});
