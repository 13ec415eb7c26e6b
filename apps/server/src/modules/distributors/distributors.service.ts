import type { CreateDistributorBody, Distributor, DistributorsQuery, UpdateDistributorBody } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { fullAddress } from '../doctor-profile/locations.service';
import {
  countOpenOrdersTo,
  findDistributor,
  findDistributorPage,
  insertDistributor,
  softDeleteDistributor,
  updateDistributor,
  type DistributorRow,
} from './distributors.queries';

/** The caller's company (the contract lets suppliers with `stock` in; a supplier always has one). */
export function companyOf(actor: Actor): number {
  if (actor.accountId === null) throw forbidden('Your user does not belong to a company.');
  return actor.accountId;
}

export function presentDistributor(d: DistributorRow): Distributor {
  return {
    id: d.id,
    name: d.name,
    contact_name: d.contact_name,
    email: d.email,
    phone: d.phone,
    account_number: d.account_number,
    terms: d.terms,
    lead_time_days: d.lead_time_days,
    address_1: d.address_1,
    address_2: d.address_2,
    city: d.city,
    state: d.state,
    zip: d.zip,
    full_address: fullAddress(d),
    active: d.active,
    created_at: d.created_at.toISOString(),
    updated_at: d.updated_at.toISOString(),
  };
}

export async function listDistributors(db: Db, actor: Actor, query: DistributorsQuery) {
  const { rows, total } = await findDistributorPage(
    db,
    companyOf(actor),
    { search: query.search, active: query.active === undefined ? undefined : query.active === '1' },
    { ...windowOf(query), sortBy: query.sortBy, sortType: query.sortType },
  );
  return { data: rows.map(presentDistributor), meta: pageMeta(total, query) };
}

export async function distributorOr404(db: Queryable, accountId: number, id: number, lock = false): Promise<DistributorRow> {
  const found = await findDistributor(db, accountId, id, lock);
  if (!found) throw notFound('Distributor');
  return found;
}

export async function getDistributor(db: Db, actor: Actor, id: number): Promise<Distributor> {
  return presentDistributor(await distributorOr404(db, companyOf(actor), id));
}

export async function createDistributor(db: Db, actor: Actor, body: CreateDistributorBody): Promise<Distributor> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    const id = await insertDistributor(tx, { ...body, account_id: accountId });
    const created = await distributorOr404(tx, accountId, id);
    await audit(tx, actor, { action: 'distributor.create', entity: 'distributor', entityId: id, after: created });
    return presentDistributor(created);
  });
}

export async function editDistributor(db: Db, actor: Actor, id: number, body: UpdateDistributorBody): Promise<Distributor> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    const before = await distributorOr404(tx, accountId, id, true);
    await updateDistributor(tx, accountId, id, body);
    const after = await distributorOr404(tx, accountId, id);
    await audit(tx, actor, { action: 'distributor.update', entity: 'distributor', entityId: id, before, after });
    return presentDistributor(after);
  });
}

/**
 * Refused (409) while orders to the distributor are still open: they would lose who is to deliver them. Received and
 * cancelled orders keep pointing at the deleted row, so their history still names it.
 */
export async function deleteDistributor(db: Db, actor: Actor, id: number): Promise<void> {
  const accountId = companyOf(actor);
  await db.transaction(async (tx) => {
    const before = await distributorOr404(tx, accountId, id, true);
    const open = await countOpenOrdersTo(tx, accountId, id);
    if (open > 0) {
      throw new AppError(
        'conflict',
        `The distributor cannot be deleted: ${open} distribution order${open === 1 ? ' is' : 's are'} still open (draft, sent or partially received).`,
      );
    }
    await softDeleteDistributor(tx, accountId, id);
    await audit(tx, actor, { action: 'distributor.delete', entity: 'distributor', entityId: id, before });
  });
}
