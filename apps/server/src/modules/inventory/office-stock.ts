import type { OfficeStockCategory, OfficeStockItem, OfficeStockQuery } from '@dme/contract';
import { and, asc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from '../../db/client';
import { accounts, equipmentItems, inventorySkus, inventoryStorage, locations, warehouses } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { forbidden } from '../../lib/app-error';
import { containsPattern, countUpTo, literalLimit, pageMeta, windowOf } from '../../lib/paging';
import { categoryAlias, subcategoryAlias } from '../catalog/equipment.queries';

/**
 * The doctor's side of consignment stock (issue 9): shelves of suppliers' warehouses placed at the practice's own
 * offices, with free units. The practice is the caller's account; a staff member sees the offices they work at.
 */
const office = alias(locations, 'office');
const supplier = alias(accounts, 'supplier');

/** The offices of the caller's practice whose consignment stock they may see. */
export async function officeIdsOf(db: Queryable, actor: Actor): Promise<number[]> {
  if (actor.accountId === null) throw forbidden('Your user does not belong to a practice.');
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.account_id, actor.accountId), isNull(locations.deleted_at)));
  const ids = rows.map((r) => r.id);
  return actor.isStaff ? ids.filter((id) => actor.locationIds.includes(id)) : ids;
}

function conditions(offices: number[], q: Pick<OfficeStockQuery, 'location_id' | 'search' | 'equipment_id'>): SQL | undefined {
  const term = q.search?.trim();
  return and(
    inArray(warehouses.doctor_location_id, offices.length ? offices : [0]),
    q.location_id ? eq(warehouses.doctor_location_id, q.location_id) : undefined,
    isNull(warehouses.deleted_at),
    eq(warehouses.active, true),
    isNull(inventorySkus.archived_at),
    gt(sql`${inventoryStorage.quantity} - ${inventoryStorage.reserved}`, 0),
    q.equipment_id ? eq(inventorySkus.equipment_id, q.equipment_id) : undefined,
    term
      ? or(
          ilike(equipmentItems.hcpcs, containsPattern(term)),
          ilike(equipmentItems.name, containsPattern(term)),
          ilike(inventorySkus.sku, containsPattern(term)),
        )
      : undefined,
  );
}

const shelves = (db: Queryable) =>
  db
    .select({
      sku: inventorySkus,
      available: sql<number>`(${inventoryStorage.quantity} - ${inventoryStorage.reserved})::int`,
      equipment: { id: equipmentItems.id, hcpcs: equipmentItems.hcpcs, name: equipmentItems.name },
      category: { id: categoryAlias.id, name: categoryAlias.name },
      subcategory: { id: subcategoryAlias.id, name: subcategoryAlias.name },
      warehouse: { id: warehouses.id, name: warehouses.name },
      office: { id: office.id, name: office.name },
      supplier: { id: supplier.id, name: supplier.name },
    })
    .from(inventoryStorage)
    .innerJoin(warehouses, eq(warehouses.id, inventoryStorage.warehouse_id))
    .innerJoin(inventorySkus, eq(inventorySkus.id, inventoryStorage.sku_id))
    .innerJoin(equipmentItems, eq(equipmentItems.id, inventorySkus.equipment_id))
    .innerJoin(categoryAlias, eq(categoryAlias.id, equipmentItems.category_id))
    .innerJoin(subcategoryAlias, eq(subcategoryAlias.id, equipmentItems.subcategory_id))
    .innerJoin(office, eq(office.id, warehouses.doctor_location_id))
    .innerJoin(supplier, eq(supplier.id, warehouses.account_id))
    .$dynamic();

export async function officeStock(db: Db, actor: Actor, q: OfficeStockQuery) {
  const offices = await officeIdsOf(db, actor);
  const base = conditions(offices, q);
  const where = and(
    base,
    q.category_id ? eq(equipmentItems.category_id, q.category_id) : undefined,
    q.subcategory_id ? eq(equipmentItems.subcategory_id, q.subcategory_id) : undefined,
  );
  const window = windowOf(q);
  const rows = await shelves(db)
    .where(where)
    .orderBy(asc(categoryAlias.name), asc(subcategoryAlias.name), asc(equipmentItems.hcpcs), asc(inventorySkus.sku), asc(warehouses.id))
    .limit(literalLimit(window.limit))
    .offset(window.offset);
  const total = await countUpTo(db, shelves(db).where(where), window);
  const data: OfficeStockItem[] = rows.map((r) => ({
    sku_id: r.sku.id,
    sku: r.sku.sku,
    manufacturer: r.sku.manufacturer,
    model: r.sku.model,
    equipment: { ...r.equipment, category: r.category, subcategory: r.subcategory },
    warehouse: r.warehouse,
    office: r.office,
    supplier: { id: r.supplier.id, name: r.supplier.name ?? '' },
    available: r.available,
  }));
  return { data, meta: pageMeta(total, q), categories: await categoryTree(db, base) };
}

/** Categories and subcategories that hold office stock, with the number of shelves in each. */
async function categoryTree(db: Queryable, where: SQL | undefined): Promise<OfficeStockCategory[]> {
  const rows = await db
    .select({
      category: { id: categoryAlias.id, name: categoryAlias.name },
      subcategory: { id: subcategoryAlias.id, name: subcategoryAlias.name },
      n: sql<number>`count(*)::int`,
    })
    .from(inventoryStorage)
    .innerJoin(warehouses, eq(warehouses.id, inventoryStorage.warehouse_id))
    .innerJoin(inventorySkus, eq(inventorySkus.id, inventoryStorage.sku_id))
    .innerJoin(equipmentItems, eq(equipmentItems.id, inventorySkus.equipment_id))
    .innerJoin(categoryAlias, eq(categoryAlias.id, equipmentItems.category_id))
    .innerJoin(subcategoryAlias, eq(subcategoryAlias.id, equipmentItems.subcategory_id))
    .where(where)
    .groupBy(categoryAlias.id, categoryAlias.name, subcategoryAlias.id, subcategoryAlias.name)
    .orderBy(asc(categoryAlias.name), asc(subcategoryAlias.name));
  const tree: OfficeStockCategory[] = [];
  for (const r of rows) {
    let c = tree.find((t) => t.id === r.category.id);
    if (!c) tree.push((c = { ...r.category, items: 0, children: [] }));
    c.items += r.n;
    c.children.push({ ...r.subcategory, items: r.n });
  }
  return tree;
}

/** A consignment shelf at one of the doctor's offices, for dispensing onto an order (or undefined). */
export async function officeShelf(db: Queryable, actor: Actor, skuId: number, warehouseId: number) {
  const offices = await officeIdsOf(db, actor);
  const [row] = await db
    .select({ account_id: warehouses.account_id, equipment_id: inventorySkus.equipment_id })
    .from(inventoryStorage)
    .innerJoin(warehouses, eq(warehouses.id, inventoryStorage.warehouse_id))
    .innerJoin(inventorySkus, eq(inventorySkus.id, inventoryStorage.sku_id))
    .where(
      and(
        eq(inventoryStorage.sku_id, skuId),
        eq(inventoryStorage.warehouse_id, warehouseId),
        inArray(warehouses.doctor_location_id, offices.length ? offices : [0]),
        isNull(warehouses.deleted_at),
      ),
    );
  return row;
}
