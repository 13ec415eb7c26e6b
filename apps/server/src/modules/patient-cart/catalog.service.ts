import {
  MAX_CART_QUANTITY,
  type PatientCatalogItem,
  type PatientCatalogItemDetail,
  type PatientCategoryNode,
  type PatientCategoryPage,
  type PatientCategoryQuery,
  type PatientCategoryTree,
} from '@dme/contract';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { notFound } from '../../lib/app-error';
import { pageMeta, windowOf } from '../../lib/paging';
import { ownPatient } from '../patient-app/own-patient';
import { findOpenAsk } from './ask-doctor.queries';
import { findCartLineOf } from './cart.queries';
import { findCategory, findItemPage, findSoldItem, findSoldSubcategories, type CatalogRow } from './catalog.queries';
import { supplierOf } from './patient-links';

/**
 * One cart line holds at most the app's limit. A payer's units per order (equipment_insurance_params.max_units)
 * bind what insurance pays for, not what a patient buys with their own money, so they do not apply here.
 */
export function presentItem(row: CatalogRow): PatientCatalogItem {
  return { ...row, max_quantity: MAX_CART_QUANTITY };
}

/** The patient's record and supplier; a patient without a supplier sees an empty catalog. */
export async function shopper(db: Queryable, actor: Actor) {
  const patient = await ownPatient(db, actor);
  return { patient, supplier: await supplierOf(db, patient) };
}

export async function categoryTree(db: Queryable, actor: Actor): Promise<PatientCategoryTree> {
  const { supplier } = await shopper(db, actor);
  if (!supplier) return { supplier: null, categories: [] };
  const nodes = new Map<number, PatientCategoryNode>();
  for (const sub of await findSoldSubcategories(db, supplier.id)) {
    const { parent } = sub;
    const node = nodes.get(parent.id) ?? { id: parent.id, name: parent.name, slug: parent.slug, item_count: 0, children: [] };
    node.item_count += sub.item_count;
    node.children.push({ id: sub.id, name: sub.name, slug: sub.slug, item_count: sub.item_count });
    nodes.set(parent.id, node);
  }
  return { supplier, categories: [...nodes.values()] };
}

/** A category (its items are those of its sub-categories) or a sub-category; 404 when the supplier sells nothing there. */
export async function categoryPage(db: Queryable, actor: Actor, categoryId: number, query: PatientCategoryQuery): Promise<PatientCategoryPage> {
  const { supplier } = await shopper(db, actor);
  const found = await findCategory(db, categoryId);
  if (!supplier || !found) throw notFound('Category');
  const subs = await findSoldSubcategories(db, supplier.id);
  const isTop = found.parent_id === null;
  const mine = subs.filter((s) => (isTop ? s.parent.id === found.id : s.id === found.id));
  if (mine.length === 0) throw notFound('Category');
  const parent = isTop ? null : { id: mine[0]!.parent.id, name: mine[0]!.parent.name, slug: mine[0]!.parent.slug };
  const { rows, total } = await findItemPage(
    db,
    supplier.id,
    {
      categoryId: isTop ? found.id : undefined,
      subcategoryId: isTop ? undefined : found.id,
      otc: query.otc === undefined ? undefined : query.otc === '1',
      search: query.search,
      sortBy: query.sortBy,
      sortType: query.sortType,
    },
    windowOf(query),
  );
  return {
    category: {
      id: found.id,
      name: found.name,
      slug: found.slug,
      parent,
      children: isTop ? mine.map((s) => ({ id: s.id, name: s.name, slug: s.slug, item_count: s.item_count })) : [],
    },
    data: rows.map(presentItem),
    meta: pageMeta(total, query),
  };
}

export async function itemDetail(db: Queryable, actor: Actor, itemId: number): Promise<PatientCatalogItemDetail> {
  const { patient, supplier } = await shopper(db, actor);
  const row = supplier ? await findSoldItem(db, supplier.id, itemId) : undefined;
  if (!row) throw notFound('Item');
  const line = await findCartLineOf(db, patient.id, itemId);
  const ask = row.is_otc ? undefined : await findOpenAsk(db, patient.id, actor.userId, itemId);
  return {
    ...presentItem(row),
    in_cart: line ? { line_id: line.id, quantity: line.quantity } : null,
    asked_doctor: ask ? { doctor: ask.doctor, practice: ask.practice, asked_at: ask.asked_at.toISOString() } : null,
  };
}
