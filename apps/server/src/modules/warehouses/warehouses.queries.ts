import { and, asc, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { accounts, inventoryStorage, locations, orders, users, vendorDoctors, warehouses } from '../../db/schema';
import { containsPattern, countUpTo, literalLimit, rowsOf, type PageWindow, type Total } from '../../lib/paging';

export type WarehouseRow = typeof warehouses.$inferSelect;
export interface WarehouseView {
  warehouse: WarehouseRow;
  location: { id: number; name: string } | null;
  office: { id: number | null; name: string | null; practice: string | null } | null;
}

// The doctor's office of a consignment warehouse, with its practice's name.
const office = alias(locations, 'office');
const practice = alias(accounts, 'practice');
const officeFields = { id: office.id, name: office.name, practice: practice.name };

export interface WarehouseFilter {
  search?: string;
  active?: boolean;
  locationId?: number;
}
export type WarehouseSort = 'name' | 'city' | 'created_at';

// Every query names the company: another company's warehouse ids never match (404).
const live = (accountId: number): SQL => and(eq(warehouses.account_id, accountId), isNull(warehouses.deleted_at))!;

function conditions(accountId: number, f: WarehouseFilter): SQL | undefined {
  const term = f.search?.trim();
  return and(
    live(accountId),
    f.active === undefined ? undefined : eq(warehouses.active, f.active),
    f.locationId ? eq(warehouses.location_id, f.locationId) : undefined,
    term ? or(ilike(warehouses.name, containsPattern(term)), ilike(warehouses.city, containsPattern(term)), ilike(warehouses.zip, containsPattern(term))) : undefined,
  );
}

/** One page of the company's warehouses (by name off warehouses_account_name_idx), with each one's department. */
export async function findWarehousePage(
  db: Queryable,
  accountId: number,
  f: WarehouseFilter,
  page: PageWindow & { sortBy?: WarehouseSort; sortType?: 'asc' | 'desc' },
): Promise<{ rows: WarehouseView[]; total: Total }> {
  const where = conditions(accountId, f);
  const dir = page.sortType === 'desc' ? desc : asc;
  const order = page.sortBy && page.sortBy !== 'name' ? [dir(warehouses[page.sortBy]), dir(warehouses.id)] : [dir(sql`lower(${warehouses.name})`), dir(warehouses.id)];
  const rows = await db
    .select({ warehouse: warehouses, location: { id: locations.id, name: locations.name }, office: officeFields })
    .from(warehouses)
    .leftJoin(locations, eq(locations.id, warehouses.location_id))
    .leftJoin(office, eq(office.id, warehouses.doctor_location_id))
    .leftJoin(practice, eq(practice.id, office.account_id))
    .where(where)
    .orderBy(...order)
    .limit(literalLimit(page.limit))
    .offset(page.offset);
  return { rows, total: await countUpTo(db, rowsOf(db, warehouses, where), page) };
}

/** One live warehouse of the company; `lock` holds it until the transaction ends (a delete against a change). */
export async function findWarehouse(db: Queryable, accountId: number, id: number, lock = false): Promise<WarehouseView | undefined> {
  const query = db
    .select({ warehouse: warehouses, location: { id: locations.id, name: locations.name }, office: officeFields })
    .from(warehouses)
    .leftJoin(locations, eq(locations.id, warehouses.location_id))
    .leftJoin(office, eq(office.id, warehouses.doctor_location_id))
    .leftJoin(practice, eq(practice.id, office.account_id))
    .where(and(live(accountId), eq(warehouses.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: warehouses }) : await query;
  return row;
}

export async function insertWarehouse(db: Queryable, values: typeof warehouses.$inferInsert): Promise<number> {
  const [row] = await db.insert(warehouses).values(values).returning({ id: warehouses.id });
  return row!.id;
}

export async function updateWarehouse(db: Queryable, accountId: number, id: number, values: Partial<typeof warehouses.$inferInsert>): Promise<void> {
  await db
    .update(warehouses)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(live(accountId), eq(warehouses.id, id)));
}

export async function softDeleteWarehouse(db: Queryable, accountId: number, id: number): Promise<void> {
  await db
    .update(warehouses)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(and(live(accountId), eq(warehouses.id, id)));
}

/** Live orders of the company that are to ship from the warehouse (not archived, not completed). */
export async function countOpenOrdersFrom(db: Queryable, accountId: number, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.vendor_id, accountId), eq(orders.warehouse_id, id), isNull(orders.deleted_at), lt(orders.status, 100)));
  return row?.n ?? 0;
}

/** The company's live departments among the ids (a warehouse may only sit at one of its own). */
export async function findCompanyLocations(db: Queryable, accountId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(inArray(locations.id, ids), eq(locations.account_id, accountId), isNull(locations.deleted_at)));
  return rows.map((r) => r.id);
}

/** Units on the warehouse's shelves (reserved ones included). */
export async function unitsHeldIn(db: Queryable, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${inventoryStorage.quantity}), 0)::int` })
    .from(inventoryStorage)
    .where(eq(inventoryStorage.warehouse_id, id));
  return row?.n ?? 0;
}

/** An office of a practice the company works with (a doctor of that practice is in its directory), or nothing. */
export async function findPartnerOffice(db: Queryable, accountId: number, locationId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.id, locationId),
        isNull(locations.deleted_at),
        sql`exists (select 1 from ${vendorDoctors} vd join ${users} u on u.id = vd.doctor_id where vd.vendor_id = ${accountId} and u.account_id = ${locations.account_id})`,
      ),
    );
  return row?.id;
}
