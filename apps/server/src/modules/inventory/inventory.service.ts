import type {
  AddStorageBody,
  CreateSkuBody,
  InventoryQuery,
  InventorySku,
  InventorySkuDetail,
  MoveStorageBody,
  StorageRow,
  UpdateSkuBody,
  UpdateStorageBody,
} from '@dme/contract';
import { sql, eq } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { inventorySkus, inventoryStorage } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fieldError, forbidden, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { adjust, move, receive, retire, skuWithCode, storageById, warehouseOf, type LedgerContext } from '../stock/ledger';
import { equipmentExists, findShelves, findSku, findSkuPage, skuRows, type SkuListRow } from './inventory.queries';

export function stockContext(actor: Actor): LedgerContext {
  if (actor.accountId === null) throw forbidden('Your user does not belong to a company.');
  return { accountId: actor.accountId, userId: actor.userId };
}

const flag = (v: '0' | '1' | undefined) => (v === undefined ? undefined : v === '1');

export function presentSku(r: SkuListRow): InventorySku {
  return {
    id: r.sku.id,
    sku: r.sku.sku,
    manufacturer: r.sku.manufacturer,
    model: r.sku.model,
    unit_cost_cents: r.sku.unit_cost_cents,
    serialized: r.sku.serialized,
    equipment: r.equipment,
    quantity: r.quantity,
    reserved: r.reserved,
    available: r.quantity - r.reserved,
    below_par: r.below_par,
    archived: r.sku.archived_at !== null,
  };
}

export async function listInventory(db: Db, actor: Actor, q: InventoryQuery) {
  const { accountId } = stockContext(actor);
  const { rows, total } = await findSkuPage(
    db,
    accountId,
    {
      search: q.search,
      warehouseId: q.warehouse_id,
      equipmentId: q.equipment_id,
      otc: flag(q.otc),
      belowPar: flag(q.below_par),
      archived: flag(q.archived),
    },
    { ...windowOf(q), sortBy: q.sortBy, sortType: q.sortType },
  );
  return { data: rows.map(presentSku), meta: pageMeta(total, q) };
}

export async function skuDetail(db: Queryable, accountId: number, id: number): Promise<InventorySkuDetail> {
  const sku = await findSku(db, accountId, id);
  if (!sku) throw notFound('SKU');
  const [row] = await skuRows(db, [id]);
  const storage: StorageRow[] = (await findShelves(db, id)).map(({ storage: s, warehouse }) => ({
    id: s.id,
    warehouse,
    quantity: s.quantity,
    reserved: s.reserved,
    available: s.quantity - s.reserved,
    par_level: s.par_level,
    reorder_quantity: s.reorder_quantity,
    bin: s.bin,
    below_par: s.quantity - s.reserved < s.par_level,
  }));
  return { ...presentSku(row!), storage, created_at: sku.created_at.toISOString(), updated_at: sku.updated_at.toISOString() };
}

export async function getInventorySku(db: Db, actor: Actor, id: number): Promise<InventorySkuDetail> {
  return skuDetail(db, stockContext(actor).accountId, id);
}

async function codeFree(db: Queryable, accountId: number, code: string, self?: number): Promise<void> {
  const taken = await skuWithCode(db, accountId, code);
  if (taken && taken.id !== self) throw fieldError('sku', `The SKU ${taken.sku} is already in your inventory.`);
}

export async function createSku(db: Db, actor: Actor, body: CreateSkuBody): Promise<InventorySkuDetail> {
  const ctx = stockContext(actor);
  if (!(await equipmentExists(db, body.equipment_id))) throw fieldError('equipment_id', 'The catalogue item does not exist.');
  return db.transaction(async (tx) => {
    await codeFree(tx, ctx.accountId, body.sku);
    const [row] = await tx
      .insert(inventorySkus)
      .values({
        account_id: ctx.accountId,
        equipment_id: body.equipment_id,
        sku: body.sku,
        manufacturer: body.manufacturer ?? '',
        model: body.model ?? '',
        unit_cost_cents: body.unit_cost_cents ?? 0,
        serialized: body.serialized ?? false,
      })
      .returning();
    await audit(tx, actor, { action: 'inventory.sku.create', entity: 'inventory_sku', entityId: row!.id, after: row });
    return skuDetail(tx, ctx.accountId, row!.id);
  });
}

export async function updateSku(db: Db, actor: Actor, id: number, body: UpdateSkuBody): Promise<InventorySkuDetail> {
  const ctx = stockContext(actor);
  return db.transaction(async (tx) => {
    const before = await findSku(tx, ctx.accountId, id, true);
    if (!before) throw notFound('SKU');
    if (body.sku !== undefined) await codeFree(tx, ctx.accountId, body.sku, id);
    const { archived, ...fields } = body;
    await tx
      .update(inventorySkus)
      .set({
        ...fields,
        ...(archived === undefined ? {} : { archived_at: archived ? (before.archived_at ?? new Date()) : null }),
        updated_at: sql`now()`,
      })
      .where(eq(inventorySkus.id, id));
    const after = await findSku(tx, ctx.accountId, id);
    await audit(tx, actor, { action: 'inventory.sku.update', entity: 'inventory_sku', entityId: id, before, after });
    return skuDetail(tx, ctx.accountId, id);
  });
}

async function setShelfDefaults(
  tx: Tx,
  storageId: number,
  body: { par_level?: number; reorder_quantity?: number; bin?: string },
): Promise<void> {
  if (body.par_level === undefined && body.reorder_quantity === undefined && body.bin === undefined) return;
  await tx
    .update(inventoryStorage)
    .set({ par_level: body.par_level, reorder_quantity: body.reorder_quantity, bin: body.bin, updated_at: sql`now()` })
    .where(eq(inventoryStorage.id, storageId));
}

/** Units received into a warehouse outside a distribution order (a first count, a transfer from outside). */
export async function addStorage(db: Db, actor: Actor, skuId: number, body: AddStorageBody): Promise<InventorySkuDetail> {
  const ctx = stockContext(actor);
  return db.transaction(async (tx) => {
    if (!(await findSku(tx, ctx.accountId, skuId))) throw notFound('SKU');
    await warehouseOf(tx, ctx, body.warehouse_id);
    const shelf = await receive(tx, ctx, {
      skuId,
      warehouseId: body.warehouse_id,
      quantity: body.quantity,
      serials: body.serials,
      reason: body.reason ?? '',
    });
    await setShelfDefaults(tx, shelf.id, body);
    return skuDetail(tx, ctx.accountId, skuId);
  });
}

export async function updateStorage(db: Db, actor: Actor, storageId: number, body: UpdateStorageBody): Promise<InventorySkuDetail> {
  const ctx = stockContext(actor);
  return db.transaction(async (tx) => {
    const shelf = await lockedShelf(tx, ctx, storageId);
    if (body.retire_serials?.length) await retire(tx, ctx, shelf, body.retire_serials, body.reason ?? '');
    if (body.quantity !== undefined) await adjust(tx, ctx, await storageById(tx, ctx, storageId), body.quantity, body.reason ?? 'counted');
    await setShelfDefaults(tx, storageId, body);
    await audit(tx, actor, {
      action: 'inventory.storage.update',
      entity: 'inventory_storage',
      entityId: storageId,
      before: shelf,
      after: body,
    });
    return skuDetail(tx, ctx.accountId, shelf.sku_id);
  });
}

export async function moveStorage(db: Db, actor: Actor, storageId: number, body: MoveStorageBody): Promise<InventorySkuDetail> {
  const ctx = stockContext(actor);
  return db.transaction(async (tx) => {
    const shelf = await lockedShelf(tx, ctx, storageId);
    await move(tx, ctx, shelf, body.warehouse_id, body.quantity, body.serials, body.reason ?? '');
    return skuDetail(tx, ctx.accountId, shelf.sku_id);
  });
}

/** The shelf, locked, in a live warehouse of the company (another company's id is a 404). */
async function lockedShelf(tx: Tx, ctx: LedgerContext, storageId: number) {
  const shelf = await storageById(tx, ctx, storageId, true);
  await warehouseOf(tx, ctx, shelf.warehouse_id).catch(() => {
    throw notFound('Storage');
  });
  return shelf;
}
