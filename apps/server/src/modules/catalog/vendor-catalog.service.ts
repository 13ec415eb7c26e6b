import type { AddVendorCatalogItemBody, ListQuery, SupplierCatalogItem } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf, type Page } from '../../lib/paging';
import { accountOf } from './account-scope';
import { findActiveItemIds } from './equipment.queries';
import {
  findVendorCatalogItem,
  findVendorCatalogPage,
  upsertVendorCatalogItem,
  type VendorCatalogFilter,
  type VendorCatalogOrder,
  type VendorCatalogRow,
} from './vendor-catalog.queries';

function present({ entry, ...equipment }: VendorCatalogRow): SupplierCatalogItem {
  return { ...entry, equipment, created_at: entry.created_at.toISOString(), updated_at: entry.updated_at.toISOString() };
}

export async function listVendorCatalog(
  db: Queryable,
  actor: Actor,
  query: ListQuery & VendorCatalogFilter & VendorCatalogOrder,
): Promise<Page<SupplierCatalogItem>> {
  const { rows, total } = await findVendorCatalogPage(db, accountOf(actor), query, query, windowOf(query));
  return { data: rows.map(present), meta: pageMeta(total, query) };
}

/** Adds an item to the company catalog or updates its price; answers whether it was new (201) or not (200). */
export async function addVendorCatalogItem(
  db: Db,
  actor: Actor,
  body: AddVendorCatalogItemBody,
): Promise<{ created: boolean; item: SupplierCatalogItem }> {
  const accountId = accountOf(actor);
  if (!(await findActiveItemIds(db, [body.equipment_id])).has(body.equipment_id))
    throw fieldError('equipment_id', 'The selected equipment id is invalid.');
  return db.transaction(async (tx) => {
    const before = await findVendorCatalogItem(tx, accountId, body.equipment_id);
    await upsertVendorCatalogItem(tx, { account_id: accountId, ...body });
    const after = (await findVendorCatalogItem(tx, accountId, body.equipment_id))!;
    const brief = (r: VendorCatalogRow) => ({
      equipment_id: r.id,
      hcpcs: r.hcpcs,
      price_cents: r.entry.price_cents,
      is_active: r.entry.is_active,
    });
    await audit(tx, actor, {
      action: before ? 'supplier_catalog.update' : 'supplier_catalog.create',
      entity: 'supplier_catalog_item',
      entityId: after.entry.id,
      before: before ? brief(before) : null,
      after: brief(after),
    });
    return { created: !before, item: present(after) };
  });
}
