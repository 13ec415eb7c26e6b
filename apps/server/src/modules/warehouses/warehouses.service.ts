import type { CreateWarehouseBody, UpdateWarehouseBody, Warehouse, WarehousesQuery } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { fullAddress } from '../doctor-profile/locations.service';
import {
  countOpenOrdersFrom,
  findCompanyLocations,
  findPartnerOffice,
  findWarehouse,
  findWarehousePage,
  insertWarehouse,
  softDeleteWarehouse,
  unitsHeldIn,
  updateWarehouse,
  type WarehouseView,
} from './warehouses.queries';

/** The caller's company (the contract lets suppliers with `stock` in; a supplier always has one). */
function companyOf(actor: Actor): number {
  if (actor.accountId === null) throw forbidden('Your user does not belong to a company.');
  return actor.accountId;
}

export function presentWarehouse({ warehouse: w, location, office }: WarehouseView): Warehouse {
  return {
    id: w.id,
    name: w.name,
    location: location?.id ? { id: location.id, name: location.name } : null,
    doctor_office: office?.id ? { id: office.id, name: office.name ?? '', practice: office.practice ?? '' } : null,
    address_1: w.address_1,
    address_2: w.address_2,
    city: w.city,
    state: w.state,
    zip: w.zip,
    full_address: fullAddress(w),
    active: w.active,
    created_at: w.created_at.toISOString(),
    updated_at: w.updated_at.toISOString(),
  };
}

export async function listWarehouses(db: Db, actor: Actor, query: WarehousesQuery) {
  const accountId = companyOf(actor);
  const { rows, total } = await findWarehousePage(
    db,
    accountId,
    { search: query.search, active: query.active === undefined ? undefined : query.active === '1', locationId: query.location_id },
    { ...windowOf(query), sortBy: query.sortBy, sortType: query.sortType },
  );
  return { data: rows.map(presentWarehouse), meta: pageMeta(total, query) };
}

async function warehouseOr404(db: Queryable, accountId: number, id: number, lock = false): Promise<WarehouseView> {
  const found = await findWarehouse(db, accountId, id, lock);
  if (!found) throw notFound('Warehouse');
  return found;
}

export async function getWarehouse(db: Db, actor: Actor, id: number): Promise<Warehouse> {
  return presentWarehouse(await warehouseOr404(db, companyOf(actor), id));
}

/** A department must be one of the company's own (another company's id reads as not found, not as forbidden). */
async function checkLocation(db: Queryable, accountId: number, body: { location_id?: number | null; doctor_location_id?: number | null }): Promise<void> {
  if (body.location_id !== null && body.location_id !== undefined) {
    const [found] = await findCompanyLocations(db, accountId, [body.location_id]);
    if (found === undefined) throw fieldError('location_id', 'The department does not belong to your company.');
  }
  if (body.doctor_location_id !== null && body.doctor_location_id !== undefined && !(await findPartnerOffice(db, accountId, body.doctor_location_id))) {
    throw fieldError('doctor_location_id', 'The office is not one of a practice your company works with.');
  }
}

export async function createWarehouse(db: Db, actor: Actor, body: CreateWarehouseBody): Promise<Warehouse> {
  const accountId = companyOf(actor);
  await checkLocation(db, accountId, body);
  return db.transaction(async (tx) => {
    const id = await insertWarehouse(tx, { ...body, location_id: body.location_id ?? null, doctor_location_id: body.doctor_location_id ?? null, account_id: accountId });
    const created = await warehouseOr404(tx, accountId, id);
    await audit(tx, actor, { action: 'warehouse.create', entity: 'warehouse', entityId: id, after: created.warehouse });
    return presentWarehouse(created);
  });
}

export async function editWarehouse(db: Db, actor: Actor, id: number, body: UpdateWarehouseBody): Promise<Warehouse> {
  const accountId = companyOf(actor);
  await checkLocation(db, accountId, body);
  return db.transaction(async (tx) => {
    const before = await warehouseOr404(tx, accountId, id, true);
    await updateWarehouse(tx, accountId, id, body);
    const after = await warehouseOr404(tx, accountId, id);
    await audit(tx, actor, { action: 'warehouse.update', entity: 'warehouse', entityId: id, before: before.warehouse, after: after.warehouse });
    return presentWarehouse(after);
  });
}

/** Refused (409) while orders are still to ship from it or it holds stock. */
export async function deleteWarehouse(db: Db, actor: Actor, id: number): Promise<void> {
  const accountId = companyOf(actor);
  await db.transaction(async (tx) => {
    const before = await warehouseOr404(tx, accountId, id, true);
    const open = await countOpenOrdersFrom(tx, accountId, id);
    if (open > 0) {
      throw new AppError('conflict', `The warehouse cannot be deleted: ${open} open order${open === 1 ? ' ships' : 's ship'} from it.`);
    }
    const held = await unitsHeldIn(tx, id);
    if (held > 0) throw new AppError('conflict', `The warehouse cannot be deleted: it holds ${held} unit${held === 1 ? '' : 's'} of stock. Move or retire them first.`);
    await softDeleteWarehouse(tx, accountId, id);
    await audit(tx, actor, { action: 'warehouse.delete', entity: 'warehouse', entityId: id, before: before.warehouse });
  });
}
