import { and, eq } from 'drizzle-orm';
import { equipmentItems, inventorySkus, inventoryStorage, users, warehouses } from '../../src/db/schema';
import { receive } from '../../src/modules/stock/ledger';
import { bearer, type Res, type TestApp } from '../helpers/test-app';

/**
 * Stock for the distributor and distribution-order tests, made the way the product makes it: SKU rows inserted
 * directly (the SKU calls belong to the inventory module) and quantities through the ledger.
 */
export const companyOf = async (t: TestApp, login: string): Promise<{ accountId: number; userId: number }> => {
  const [u] = await t.database.db.select({ accountId: users.account_id, userId: users.id }).from(users).where(eq(users.login, login));
  return { accountId: u!.accountId!, userId: u!.userId };
};

export const equipmentIdOf = async (t: TestApp, hcpcs: string): Promise<number> =>
  (await t.database.db.select({ id: equipmentItems.id }).from(equipmentItems).where(eq(equipmentItems.hcpcs, hcpcs)))[0]!.id;

export const warehouseIdOf = async (t: TestApp, name: string): Promise<number> =>
  (await t.database.db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.name, name)))[0]!.id;

export async function addSku(
  t: TestApp,
  accountId: number,
  s: {
    sku: string;
    hcpcs: string;
    serialized?: boolean;
    unitCostCents?: number;
    manufacturer?: string;
    model?: string;
    archived?: boolean;
  },
): Promise<number> {
  const [row] = await t.database.db
    .insert(inventorySkus)
    .values({
      account_id: accountId,
      equipment_id: await equipmentIdOf(t, s.hcpcs),
      sku: s.sku,
      manufacturer: s.manufacturer ?? 'Acme',
      model: s.model ?? s.sku,
      serialized: s.serialized ?? false,
      unit_cost_cents: s.unitCostCents ?? 0,
      archived_at: s.archived ? new Date() : null,
    })
    .returning({ id: inventorySkus.id });
  return row!.id;
}

/** Units on a shelf (through the ledger), and the shelf's PAR level and reorder quantity. */
export async function shelve(
  t: TestApp,
  who: { accountId: number; userId: number },
  s: { skuId: number; warehouseId: number; quantity: number; serials?: string[]; par?: number; reorder?: number },
): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    if (s.quantity > 0)
      await receive(tx, who, {
        skuId: s.skuId,
        warehouseId: s.warehouseId,
        quantity: s.quantity,
        serials: s.serials,
        reason: 'first count',
      });
    await tx
      .insert(inventoryStorage)
      .values({
        account_id: who.accountId,
        sku_id: s.skuId,
        warehouse_id: s.warehouseId,
        par_level: s.par ?? 0,
        reorder_quantity: s.reorder ?? 0,
      })
      .onConflictDoUpdate({
        target: [inventoryStorage.sku_id, inventoryStorage.warehouse_id],
        set: { par_level: s.par ?? 0, reorder_quantity: s.reorder ?? 0 },
      });
  });
}

export async function shelfOf(t: TestApp, skuId: number, warehouseId: number) {
  const [row] = await t.database.db
    .select()
    .from(inventoryStorage)
    .where(and(eq(inventoryStorage.sku_id, skuId), eq(inventoryStorage.warehouse_id, warehouseId)));
  return row;
}

export type Send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  headers?: Record<string, string>,
) => Promise<Res>;

export const sender =
  (t: TestApp): Send =>
  (method, url, token, payload, headers = {}) =>
    t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });
