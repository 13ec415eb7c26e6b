import type { DistributionProposalLine, DistributionProposalQuery } from '@dme/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/actor';
import { fieldError } from '../../lib/app-error';
import { findProductsForSkus, type ProductRow } from '../distributors/distributor-products.queries';
import { findDistributor } from '../distributors/distributors.queries';
import { companyOf } from '../distributors/distributors.service';
import { presentSku } from '../distributors/sku-summary';
import { findCompanyWarehouse } from './distribution-orders.queries';
import { findUnderParShelves } from './proposal.queries';

/**
 * The restocking rule of a with-stock order. A shelf's position is its free quantity (on hand minus reserved for
 * orders) plus what is already on order to that warehouse. Under the PAR level, order the reorder quantity when one
 * is set (the lot the supplier buys in), else exactly what brings the position back up to the PAR level.
 * PAR 10, 3 free, nothing on order, no reorder quantity: 7. The same with a reorder quantity of 12: 12.
 */
export function proposedQuantity(s: { available: number; on_order: number; par_level: number; reorder_quantity: number }): number {
  const position = s.available + s.on_order;
  if (position >= s.par_level) return 0;
  return s.reorder_quantity > 0 ? s.reorder_quantity : s.par_level - position;
}

export async function distributionProposal(
  db: Db,
  actor: Actor,
  query: DistributionProposalQuery,
): Promise<{ data: DistributionProposalLine[] }> {
  const accountId = companyOf(actor);
  if (!(await findCompanyWarehouse(db, accountId, query.warehouse_id)))
    throw fieldError('warehouse_id', 'The warehouse does not belong to your company.');
  if (query.distributor_id !== undefined && !(await findDistributor(db, accountId, query.distributor_id))) {
    throw fieldError('distributor_id', 'The distributor does not belong to your company.');
  }
  const shelves = await findUnderParShelves(db, accountId, query.warehouse_id);
  const listed =
    query.distributor_id === undefined
      ? new Map<number, ProductRow>()
      : await findProductsForSkus(
          db,
          accountId,
          query.distributor_id,
          shelves.map((s) => s.sku.id),
        );
  const data: DistributionProposalLine[] = [];
  for (const s of shelves) {
    const available = s.quantity - s.reserved;
    const proposed = proposedQuantity({ available, on_order: s.on_order, par_level: s.par_level, reorder_quantity: s.reorder_quantity });
    if (proposed <= 0) continue;
    const product = listed.get(s.sku.id);
    data.push({
      storage_id: s.storage_id,
      sku: presentSku(s.sku),
      quantity: s.quantity,
      reserved: s.reserved,
      available,
      on_order: s.on_order,
      par_level: s.par_level,
      reorder_quantity: s.reorder_quantity,
      proposed_quantity: proposed,
      item_number: product?.item_number ?? null,
      price_cents: product?.price_cents ?? null,
      unit_price_cents: product?.price_cents ?? s.unit_cost_cents,
    });
  }
  return { data };
}
