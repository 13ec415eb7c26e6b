import type { InventoryDefaultsResult, InventoryDefaultsRow, PutInventoryDefaultsBody } from '@dme/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inventorySkus, inventoryStorage, warehouses } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { containsPattern, countUpTo, SHORT_COUNT_CAP, literalLimit, pageMeta, rowsOf, windowOf } from '../../lib/paging';
import { adjust, storageFor } from '../stock/ledger';
import { stockContext } from './inventory.service';

/** The editor's rows: every shelf of the company's live warehouses, by SKU code then warehouse. */
export async function inventoryDefaults(
  db: Db,
  actor: Actor,
  q: { page: number; rowsPerPage: number; search?: string; warehouse_id?: number },
) {
  const { accountId } = stockContext(actor);
  const term = q.search?.trim();
  const where = and(
    eq(inventoryStorage.account_id, accountId),
    q.warehouse_id ? eq(inventoryStorage.warehouse_id, q.warehouse_id) : undefined,
    sql`exists (select 1 from ${warehouses} w where w.id = ${inventoryStorage.warehouse_id} and w.deleted_at is null)`,
    term
      ? sql`exists (select 1 from ${inventorySkus} k where k.id = ${inventoryStorage.sku_id} and k.sku ilike ${containsPattern(term)})`
      : undefined,
  );
  const window = windowOf(q);
  const rows = await db
    .select({ storage: inventoryStorage, sku: inventorySkus, warehouse: { id: warehouses.id, name: warehouses.name } })
    .from(inventoryStorage)
    .innerJoin(inventorySkus, eq(inventorySkus.id, inventoryStorage.sku_id))
    .innerJoin(warehouses, eq(warehouses.id, inventoryStorage.warehouse_id))
    .where(where)
    .orderBy(asc(sql`lower(${inventorySkus.sku})`), asc(sql`lower(${warehouses.name})`), asc(inventoryStorage.id))
    .limit(literalLimit(window.limit))
    .offset(window.offset);
  const total = await countUpTo(db, rowsOf(db, inventoryStorage, where), window, SHORT_COUNT_CAP);
  const data: InventoryDefaultsRow[] = rows.map((r) => ({
    storage_id: r.storage.id,
    sku_id: r.sku.id,
    sku: r.sku.sku,
    serialized: r.sku.serialized,
    warehouse: r.warehouse,
    quantity: r.storage.quantity,
    reserved: r.storage.reserved,
    par_level: r.storage.par_level,
    reorder_quantity: r.storage.reorder_quantity,
    unit_cost_cents: r.sku.unit_cost_cents,
  }));
  return { data, meta: pageMeta(total, q) };
}

type Change = InventoryDefaultsResult['data']['changes'][number];
const FIELDS = ['quantity', 'par_level', 'reorder_quantity', 'unit_cost_cents'] as const;

/**
 * Saves many shelves at once. Every row is checked first and all errors are reported together (`rows.N.field`);
 * only a clean set is applied, in one transaction, so a file with one bad row changes nothing.
 */
export async function saveInventoryDefaults(
  db: Db,
  actor: Actor,
  body: PutInventoryDefaultsBody,
): Promise<InventoryDefaultsResult['data']> {
  const ctx = stockContext(actor);
  return db.transaction(async (tx) => {
    const codes = [...new Set(body.rows.map((r) => r.sku.trim().toLowerCase()))];
    const skus = new Map(
      (
        await tx
          .select()
          .from(inventorySkus)
          .where(and(eq(inventorySkus.account_id, ctx.accountId), inArray(sql`lower(${inventorySkus.sku})`, codes)))
          .for('update')
      ).map((k) => [k.sku.toLowerCase(), k]),
    );
    const places = new Map(
      (
        await tx
          .select({ id: warehouses.id, name: warehouses.name })
          .from(warehouses)
          .where(
            and(
              eq(warehouses.account_id, ctx.accountId),
              isNull(warehouses.deleted_at),
              inArray(warehouses.id, [...new Set(body.rows.map((r) => r.warehouse_id))]),
            ),
          )
      ).map((w) => [w.id, w]),
    );
    const shelves = new Map(
      (
        await tx
          .select()
          .from(inventoryStorage)
          .where(
            and(
              eq(inventoryStorage.account_id, ctx.accountId),
              inArray(inventoryStorage.sku_id, [...skus.values()].map((k) => k.id).concat(0)),
            ),
          )
          .for('update')
      ).map((s) => [`${s.sku_id}:${s.warehouse_id}`, s]),
    );

    const errors: FieldErrors = {};
    const fail = (i: number, field: string, message: string) => (errors[`rows.${i}.${field}`] ??= []).push(`Row ${i + 1}: ${message}`);
    const changes: Change[] = [];
    const costs = new Map<number, { to: number; row: number }>();
    const seen = new Set<string>();
    body.rows.forEach((r, i) => {
      const sku = skus.get(r.sku.trim().toLowerCase());
      const place = places.get(r.warehouse_id);
      if (!sku) return fail(i, 'sku', `there is no SKU ${r.sku.trim()} in your inventory.`);
      if (!place) return fail(i, 'warehouse_id', 'the warehouse does not belong to your company.');
      const key = `${sku.id}:${place.id}`;
      if (seen.has(key)) return fail(i, 'sku', `${sku.sku} in ${place.name} is listed twice.`);
      seen.add(key);
      const shelf = shelves.get(key);
      const now = {
        quantity: shelf?.quantity ?? 0,
        par_level: shelf?.par_level ?? 0,
        reorder_quantity: shelf?.reorder_quantity ?? 0,
        unit_cost_cents: sku.unit_cost_cents,
      };
      if (r.quantity !== undefined && r.quantity !== now.quantity) {
        if (sku.serialized)
          return fail(i, 'quantity', `${sku.sku} is serialised: its quantity follows its serial numbers (receive or retire units).`);
        if (r.quantity < (shelf?.reserved ?? 0))
          return fail(
            i,
            'quantity',
            `${shelf!.reserved} of ${sku.sku} in ${place.name} are reserved for orders: the quantity cannot go below that.`,
          );
      }
      if (r.unit_cost_cents !== undefined) {
        const other = costs.get(sku.id);
        if (other && other.to !== r.unit_cost_cents)
          return fail(i, 'unit_cost_cents', `row ${other.row + 1} gives ${sku.sku} another unit cost.`);
        costs.set(sku.id, { to: r.unit_cost_cents, row: i });
      }
      for (const field of FIELDS) {
        const to = r[field];
        if (to === undefined || to === now[field]) continue;
        if (field === 'unit_cost_cents' && changes.some((c) => c.field === field && c.sku === sku.sku)) continue;
        changes.push({ row: i + 1, sku: sku.sku, warehouse: place, field, from: now[field], to });
      }
    });
    if (Object.keys(errors).length) {
      const first = Object.values(errors)[0]![0]!;
      throw new AppError(
        'validation',
        `${first}${Object.keys(errors).length > 1 ? ` (and ${Object.keys(errors).length - 1} more)` : ''}`,
        errors,
      );
    }
    if (body.dry_run || changes.length === 0) return { changes, applied: false };

    for (const c of changes) {
      const sku = skus.get(c.sku.toLowerCase())!;
      if (c.field === 'unit_cost_cents') {
        await tx
          .update(inventorySkus)
          .set({ unit_cost_cents: c.to, updated_at: sql`now()` })
          .where(eq(inventorySkus.id, sku.id));
        continue;
      }
      const shelf = await storageFor(tx, ctx, sku.id, c.warehouse.id);
      if (c.field === 'quantity') await adjust(tx, ctx, shelf, c.to, body.reason || 'stock editor');
      else
        await tx
          .update(inventoryStorage)
          .set({ [c.field]: c.to, updated_at: sql`now()` })
          .where(eq(inventoryStorage.id, shelf.id));
    }
    await audit(tx, actor, {
      action: 'inventory.editor.save',
      entity: 'inventory_storage',
      entityId: null,
      after: { changes: changes.length },
    });
    return { changes, applied: true };
  });
}
