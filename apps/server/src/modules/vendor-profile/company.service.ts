import type { SaveSupplierProfileBody, SupplierProfile } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { fullAddress } from '../doctor-profile/locations.service';
import { companyOf } from './company-rules';
import { findCompany, findNpiHolder, renameAccount, upsertSupplierProfile, type SupplierProfileValues } from './company.queries';

type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

/** The profile as stored; a company that never saved one reads as empty fields. */
export function presentCompany({ account, profile: p }: CompanyRow): Omit<SupplierProfile, 'can_edit'> {
  const address = {
    address_1: p?.address_1 ?? '',
    address_2: p?.address_2 ?? '',
    city: p?.city ?? '',
    state: p?.state ?? '',
    zip: p?.zip ?? '',
  };
  return {
    id: account.id,
    name: account.name,
    npi: p?.npi ?? null,
    tax_id: p?.tax_id ?? null,
    ptan: p?.ptan ?? '',
    fax: p?.fax ?? '',
    website: p?.website ?? '',
    phones: p?.phones ?? [],
    emails: p?.emails ?? [],
    ...address,
    full_address: fullAddress(address),
    updated_at: p ? p.updated_at.toISOString() : null,
  };
}

async function loadCompany(db: Queryable, accountId: number) {
  const row = await findCompany(db, accountId);
  if (!row) throw notFound('Company');
  return presentCompany(row);
}

export async function getSupplierProfile(db: Queryable, actor: Actor): Promise<SupplierProfile> {
  return { ...(await loadCompany(db, companyOf(actor))), can_edit: !actor.isStaff };
}

/** Only sent fields change; '' clears the NPI and tax id (stored as null so the one-company-per-NPI index holds). */
export async function saveSupplierProfile(db: Db, actor: Actor, input: SaveSupplierProfileBody): Promise<SupplierProfile> {
  const accountId = companyOf(actor);
  const { name, npi, tax_id, ...rest } = input;
  const values: SupplierProfileValues = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (npi !== undefined) values.npi = npi === '' ? null : npi;
  if (tax_id !== undefined) values.tax_id = tax_id === '' ? null : tax_id;
  return db.transaction(async (tx) => {
    const before = await loadCompany(tx, accountId);
    if (values.npi && (await findNpiHolder(tx, values.npi, accountId)))
      throw fieldError('npi', 'This NPI is registered to another company.');
    if (name !== before.name) await renameAccount(tx, accountId, name);
    await upsertSupplierProfile(tx, accountId, values);
    const after = await loadCompany(tx, accountId);
    await audit(tx, actor, { action: 'supplier_profile.update', entity: 'account', entityId: accountId, before, after });
    return { ...after, can_edit: true };
  });
}
