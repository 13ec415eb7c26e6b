import type { CategoryNode, EquipmentInsuranceParams, EquipmentItem, EquipmentQuery, ListQuery } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { pageMeta, windowOf, type Page } from '../../lib/paging';
import {
  findCategoryCounts,
  findInsuranceParams,
  findItemPage,
  findItemsByIds,
  type ItemFilter,
  type ItemOrder,
  type ItemRow,
} from './equipment.queries';

export const presentItem = (row: ItemRow): EquipmentItem => row;

/** Categories with their subcategories and active item counts; empty branches are left out. */
export async function categoryTree(db: Queryable): Promise<CategoryNode[]> {
  const rows = await findCategoryCounts(db);
  const nodes = new Map<number, CategoryNode>();
  for (const r of rows) if (r.parent_id === null) nodes.set(r.id, { id: r.id, name: r.name, slug: r.slug, item_count: 0, children: [] });
  for (const r of rows) {
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    if (!parent || r.item_count === 0) continue;
    parent.children.push({ id: r.id, name: r.name, slug: r.slug, item_count: r.item_count });
    parent.item_count += r.item_count;
  }
  return [...nodes.values()].filter((n) => n.item_count > 0);
}

export async function listItems(db: Queryable, query: ListQuery & ItemFilter & ItemOrder): Promise<Page<EquipmentItem>> {
  const { rows, total } = await findItemPage(db, query, query, windowOf(query));
  return { data: rows.map(presentItem), meta: pageMeta(total, query) };
}

/** `GET /api/equipment`: the tree, or a page of items. */
export async function browseCatalog(db: Queryable, query: EquipmentQuery): Promise<{ data: CategoryNode[] } | Page<EquipmentItem>> {
  if (query.view === 'tree') return { data: await categoryTree(db) };
  return listItems(db, query);
}

export async function insuranceParamsOf(db: Queryable, ids: readonly number[]): Promise<EquipmentInsuranceParams[]> {
  const rows = await findInsuranceParams(db, ids);
  const byId = new Map(rows.map((r) => [r.params.equipment_id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const { updated_at: _updated, ...params } = r.params;
    return [{ ...params, hcpcs: r.hcpcs, rental_or_purchase: r.rental_or_purchase }];
  });
}

export async function getItem(db: Queryable, id: number): Promise<EquipmentItem & { insurance: EquipmentInsuranceParams }> {
  const [row] = await findItemsByIds(db, [id]);
  const [insurance] = await insuranceParamsOf(db, [id]);
  if (!row || !insurance) throw notFound('Equipment');
  return { ...presentItem(row), insurance };
}

export async function getInsuranceParams(db: Queryable, id: number): Promise<EquipmentInsuranceParams> {
  const [params] = await insuranceParamsOf(db, [id]);
  if (!params) throw notFound('Equipment');
  return params;
}

/** Defaults for the items of an order being built; every id must be known (422 names the unknown ones). */
export async function insuranceDefaults(db: Queryable, equipmentIds: readonly number[]): Promise<EquipmentInsuranceParams[]> {
  const ids = [...new Set(equipmentIds)];
  const found = await insuranceParamsOf(db, ids);
  if (found.length !== ids.length) {
    const known = new Set(found.map((p) => p.equipment_id));
    const errors = Object.fromEntries(
      equipmentIds.flatMap((id, i) => (known.has(id) ? [] : [[`equipment_ids.${i}`, ['The selected equipment id is invalid.']]])),
    );
    throw new AppError('validation', 'The selected equipment id is invalid.', errors);
  }
  return found;
}
