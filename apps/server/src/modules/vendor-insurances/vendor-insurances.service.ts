import type { CreateVendorInsuranceBody, UpdateVendorInsuranceBody, VendorInsurance, VendorInsurancesQuery } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { companyOf } from '../vendor-profile/company-rules';
import {
  deleteVendorInsurance,
  findListedPayer,
  findVendorInsurance,
  findVendorInsurances,
  insertVendorInsurance,
  updateVendorInsurance,
  type VendorInsuranceView,
} from './vendor-insurances.queries';

export function presentVendorInsurance({ insurance: i, payer: p }: VendorInsuranceView): VendorInsurance {
  return {
    id: i.id,
    payer_id: i.payer_id,
    payer: {
      id: p.id,
      payer_id: p.payer_id,
      name: p.name,
      type: p.type,
      address_1: p.address_1,
      city: p.city,
      state: p.state,
      zip: p.zip,
      phone: p.phone,
      states: p.states,
    },
    is_active: i.is_active,
    in_network: i.in_network,
    requires_prior_auth: i.requires_prior_auth,
    provider_number: i.provider_number,
    notes: i.notes,
    created_at: i.created_at.toISOString(),
    updated_at: i.updated_at.toISOString(),
  };
}

export async function listVendorInsurances(db: Queryable, actor: Actor, query: VendorInsurancesQuery) {
  const accountId = companyOf(actor);
  const { rows, total } = await findVendorInsurances(
    db,
    accountId,
    { search: query.search, type: query.type, isActive: query.is_active },
    { ...windowOf(query), sortBy: query.sortBy, sortType: query.sortType },
  );
  return { data: rows.map(presentVendorInsurance), meta: pageMeta(total, query) };
}

async function loadInsurance(db: Queryable, accountId: number, id: number): Promise<VendorInsurance> {
  const found = await findVendorInsurance(db, accountId, id);
  if (!found) throw notFound('Insurance');
  return presentVendorInsurance(found);
}

/** A payer of the (active) payers list, once per company; a second add of the same payer is a field error. */
export async function addVendorInsurance(db: Db, actor: Actor, input: CreateVendorInsuranceBody): Promise<VendorInsurance> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    const payer = await findListedPayer(tx, input.payer_id);
    if (!payer) throw fieldError('payer_id', 'The payer is not in the payers list.');
    const row = await insertVendorInsurance(tx, { ...input, payer_id: payer.payer_id, account_id: accountId });
    if (!row) throw fieldError('payer_id', 'This payer is already in your list.');
    const after = await loadInsurance(tx, accountId, row.id);
    await audit(tx, actor, { action: 'vendor_insurance.create', entity: 'vendor_insurance', entityId: row.id, after });
    return after;
  });
}

export async function changeVendorInsurance(db: Db, actor: Actor, id: number, input: UpdateVendorInsuranceBody): Promise<VendorInsurance> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    const before = await loadInsurance(tx, accountId, id);
    const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    if (Object.keys(values).length) await updateVendorInsurance(tx, accountId, id, values);
    const after = await loadInsurance(tx, accountId, id);
    await audit(tx, actor, { action: 'vendor_insurance.update', entity: 'vendor_insurance', entityId: id, before, after });
    return after;
  });
}

/** Practices that selected the payer for this supplier keep the id; their settings are read against the live list. */
export async function removeVendorInsurance(db: Db, actor: Actor, id: number): Promise<void> {
  const accountId = companyOf(actor);
  await db.transaction(async (tx) => {
    const before = await loadInsurance(tx, accountId, id);
    await deleteVendorInsurance(tx, accountId, id);
    await audit(tx, actor, { action: 'vendor_insurance.delete', entity: 'vendor_insurance', entityId: id, before });
  });
}
