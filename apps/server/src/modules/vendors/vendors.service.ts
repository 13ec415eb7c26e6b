import type {
  AcceptedInsurance,
  PreferredSupplier,
  SavePreferredSupplierBody,
  SupplierDetail,
  SupplierSummary,
  VendorsQuery,
} from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { assertPracticeOwner, practiceAccountId } from '../doctor-profile/practice-rules';
import { findActiveVendorPayers, type VendorInsuranceView } from '../vendor-insurances/vendor-insurances.queries';
import { presentCompany } from '../vendor-profile/company.service';
import { findPracticeVendor, findSupplier, findSuppliers, upsertPracticeVendor, type SupplierView } from './vendors.queries';

function presentSummary(row: SupplierView): SupplierSummary {
  const c = presentCompany({ account: row.account, profile: row.profile });
  return {
    id: c.id,
    name: c.name,
    npi: c.npi,
    phone: c.phones[0]?.phone ?? '',
    email: c.emails[0]?.email ?? '',
    address_1: c.address_1,
    address_2: c.address_2,
    city: c.city,
    state: c.state,
    zip: c.zip,
    full_address: c.full_address,
    insurances_count: row.insurances_count,
    is_preferred: row.is_preferred,
  };
}

/** What a doctor sees of a supplier's payer: never its provider numbers or internal notes. */
const accepted = ({ insurance: i, payer: p }: VendorInsuranceView): AcceptedInsurance => ({
  payer_id: p.payer_id,
  name: p.name,
  type: p.type,
  in_network: i.in_network,
  requires_prior_auth: i.requires_prior_auth,
});

export async function listVendors(db: Queryable, actor: Actor, query: VendorsQuery) {
  const { rows, total } = await findSuppliers(
    db,
    practiceAccountId(actor),
    { search: query.search, preferred: query.preferred, payerId: query.payer_id },
    { ...windowOf(query), sortBy: query.sortBy, sortType: query.sortType },
  );
  return { data: rows.map(presentSummary), meta: pageMeta(total, query) };
}

async function supplierOr404(db: Queryable, practiceId: number, vendorId: number): Promise<SupplierView> {
  const row = await findSupplier(db, practiceId, vendorId);
  if (!row) throw notFound('Supplier');
  return row;
}

export async function getVendor(db: Queryable, actor: Actor, vendorId: number): Promise<SupplierDetail> {
  const row = await supplierOr404(db, practiceAccountId(actor), vendorId);
  const c = presentCompany({ account: row.account, profile: row.profile });
  const insurances = (await findActiveVendorPayers(db, vendorId)).map(accepted);
  return { ...presentSummary(row), fax: c.fax, website: c.website, phones: c.phones, emails: c.emails, insurances };
}

async function loadPreferred(db: Queryable, actor: Actor, vendorId: number): Promise<PreferredSupplier> {
  const practiceId = practiceAccountId(actor);
  await supplierOr404(db, practiceId, vendorId);
  const settings = await findPracticeVendor(db, practiceId, vendorId);
  const selected = new Set(settings?.payer_ids ?? []);
  // Read against the supplier's live list: a payer it dropped since is no longer offered nor selected.
  const insurances = (await findActiveVendorPayers(db, vendorId)).map((v) => ({
    ...accepted(v),
    is_selected: selected.has(v.payer.payer_id),
  }));
  return {
    vendor_id: vendorId,
    is_preferred: settings?.is_preferred ?? false,
    insurances,
    can_edit: !actor.isStaff,
    updated_at: settings ? settings.updated_at.toISOString() : null,
  };
}

export const getPreferredSupplier = loadPreferred;

/**
 * The practice's settings for a supplier are the prescriber's, like the rest of the practice profile: staff read
 * them, only the owner saves. Selected payers must be among the supplier's active ones.
 */
export async function savePreferredSupplier(
  db: Db,
  actor: Actor,
  vendorId: number,
  input: SavePreferredSupplierBody,
): Promise<PreferredSupplier> {
  const practiceId = assertPracticeOwner(actor);
  return db.transaction(async (tx) => {
    const before = await loadPreferred(tx, actor, vendorId);
    let payerIds: string[] | undefined;
    if (input.payer_ids) {
      const offered = new Set(before.insurances.map((i) => i.payer_id));
      input.payer_ids.forEach((id, i) => {
        if (!offered.has(id)) throw fieldError(`payer_ids.${i}`, 'The supplier does not accept this payer.');
      });
      payerIds = [...new Set(input.payer_ids)];
    }
    await upsertPracticeVendor(tx, practiceId, vendorId, {
      ...(input.is_preferred !== undefined && { is_preferred: input.is_preferred }),
      ...(payerIds && { payer_ids: payerIds }),
      updated_by: actor.userId,
    });
    const after = await loadPreferred(tx, actor, vendorId);
    await audit(tx, actor, { action: 'preferred_supplier.update', entity: 'account', entityId: vendorId, before, after });
    return after;
  });
}
