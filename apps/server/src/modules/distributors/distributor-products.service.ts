import type {
  CreateDistributorProductBody,
  DistributorProduct,
  DistributorProductsQuery,
  UpdateDistributorProductBody,
} from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import {
  deleteProduct,
  findProduct,
  findProductBySku,
  findProductPage,
  insertProduct,
  updateProduct,
  type ProductView,
} from './distributor-products.queries';
import { companyOf, distributorOr404 } from './distributors.service';
import { findCompanySkus, presentSku } from './sku-summary';

export function presentProduct({ product: p, sku }: ProductView): DistributorProduct {
  return {
    id: p.id,
    distributor_id: p.distributor_id,
    item_number: p.item_number,
    price_cents: p.price_cents,
    sku: presentSku(sku),
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}

export async function listDistributorProducts(db: Db, actor: Actor, distributorId: number, query: DistributorProductsQuery) {
  const accountId = companyOf(actor);
  await distributorOr404(db, accountId, distributorId);
  const { rows, total } = await findProductPage(db, accountId, distributorId, query.search, {
    ...windowOf(query),
    sortBy: query.sortBy,
    sortType: query.sortType,
  });
  return { data: rows.map(presentProduct), meta: pageMeta(total, query) };
}

async function productOr404(db: Queryable, accountId: number, distributorId: number, productId: number): Promise<ProductView> {
  const found = await findProduct(db, accountId, distributorId, productId);
  if (!found) throw notFound('Product');
  return found;
}

/**
 * The SKU must be one of the company's own and not yet on this distributor's list (the unique index is the
 * backstop; the distributor row is locked by the caller, so two adds of the same SKU queue behind each other).
 */
async function checkSku(db: Queryable, accountId: number, distributorId: number, skuId: number, productId: number | null): Promise<void> {
  const [sku] = await findCompanySkus(db, accountId, [skuId]);
  if (!sku) throw fieldError('sku_id', 'The SKU does not belong to your company.');
  if (sku.archived) throw fieldError('sku_id', `${sku.sku} is archived.`);
  const listed = await findProductBySku(db, accountId, distributorId, skuId);
  if (listed && listed.id !== productId) throw fieldError('sku_id', `${sku.sku} is already on this distributor's list.`);
}

export async function createDistributorProduct(
  db: Db,
  actor: Actor,
  distributorId: number,
  body: CreateDistributorProductBody,
): Promise<DistributorProduct> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    await distributorOr404(tx, accountId, distributorId, true);
    await checkSku(tx, accountId, distributorId, body.sku_id, null);
    const id = await insertProduct(tx, { ...body, account_id: accountId, distributor_id: distributorId });
    const created = await productOr404(tx, accountId, distributorId, id);
    await audit(tx, actor, {
      action: 'distributor.product.create',
      entity: 'distributor',
      entityId: distributorId,
      after: created.product,
    });
    return presentProduct(created);
  });
}

export async function editDistributorProduct(
  db: Db,
  actor: Actor,
  distributorId: number,
  productId: number,
  body: UpdateDistributorProductBody,
): Promise<DistributorProduct> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    await distributorOr404(tx, accountId, distributorId, true);
    const before = await productOr404(tx, accountId, distributorId, productId);
    if (body.sku_id !== undefined && body.sku_id !== before.product.sku_id)
      await checkSku(tx, accountId, distributorId, body.sku_id, productId);
    await updateProduct(tx, accountId, productId, body);
    const after = await productOr404(tx, accountId, distributorId, productId);
    await audit(tx, actor, {
      action: 'distributor.product.update',
      entity: 'distributor',
      entityId: distributorId,
      before: before.product,
      after: after.product,
    });
    return presentProduct(after);
  });
}

export async function deleteDistributorProduct(db: Db, actor: Actor, distributorId: number, productId: number): Promise<void> {
  const accountId = companyOf(actor);
  await db.transaction(async (tx) => {
    await distributorOr404(tx, accountId, distributorId, true);
    const before = await productOr404(tx, accountId, distributorId, productId);
    await deleteProduct(tx, accountId, productId);
    await audit(tx, actor, {
      action: 'distributor.product.delete',
      entity: 'distributor',
      entityId: distributorId,
      before: before.product,
    });
  });
}
