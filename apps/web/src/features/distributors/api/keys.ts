import type { z } from 'zod';
import type { distributionOrdersQuery, distributorProductsQuery, distributorsQuery, inventoryQuery } from '@dme/contract';

/** As sent: flags travel as '1' / '0', ids as numbers. */
export type DistributorsListQuery = Partial<z.input<typeof distributorsQuery>>;
export type DistributorProductsListQuery = Partial<z.input<typeof distributorProductsQuery>>;
export type DistributionOrdersListQuery = Partial<z.input<typeof distributionOrdersQuery>>;
export type SkuOptionsQuery = Pick<Partial<z.input<typeof inventoryQuery>>, 'search' | 'equipment_id' | 'otc'>;

/** Query keys of the distributors feature (distributors, their products, distribution orders); mutations invalidate through these. */
export const distributorsKeys = {
  all: ['distributors'] as const,
  lists: () => [...distributorsKeys.all, 'list'] as const,
  list: (query: DistributorsListQuery) => [...distributorsKeys.lists(), query] as const,
  options: () => [...distributorsKeys.all, 'options'] as const,
  distributor: (distributorId: number) => [...distributorsKeys.all, 'one', distributorId] as const,
  productLists: (distributorId: number) => [...distributorsKeys.distributor(distributorId), 'products'] as const,
  products: (distributorId: number, query: DistributorProductsListQuery) =>
    [...distributorsKeys.productLists(distributorId), query] as const,
  orderLists: () => [...distributorsKeys.all, 'orders', 'list'] as const,
  orderList: (query: DistributionOrdersListQuery) => [...distributorsKeys.orderLists(), query] as const,
  order: (orderId: number) => [...distributorsKeys.all, 'orders', 'one', orderId] as const,
  proposal: (warehouseId: number, distributorId: number) => [...distributorsKeys.all, 'proposal', warehouseId, distributorId] as const,
  skuOptions: (query: SkuOptionsQuery) => [...distributorsKeys.all, 'skus', query] as const,
  warehouses: () => [...distributorsKeys.all, 'warehouses'] as const,
  patientOrders: (search: string) => [...distributorsKeys.all, 'patient-orders', search] as const,
  patientOrder: (orderId: number) => [...distributorsKeys.all, 'patient-order', orderId] as const,
};
