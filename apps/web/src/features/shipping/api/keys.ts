import type { z } from 'zod';
import type { subordersQuery } from '@dme/contract';

/** As sent: ids as numbers, the status as its key (or `all`). */
export type SubordersListQuery = Partial<z.input<typeof subordersQuery>>;

/** Query keys of the shipping feature; mutations invalidate through these. */
export const shippingKeys = {
  all: ['shipping'] as const,
  lists: () => [...shippingKeys.all, 'list'] as const,
  list: (query: SubordersListQuery) => [...shippingKeys.lists(), query] as const,
  suborder: (suborderId: number) => [...shippingKeys.all, 'one', suborderId] as const,
  timeslots: (suborderId: number) => [...shippingKeys.suborder(suborderId), 'timeslots'] as const,
  claimIndexes: (suborderId: number) => [...shippingKeys.suborder(suborderId), 'claim-indexes'] as const,
  couriers: () => [...shippingKeys.all, 'couriers'] as const,
  warehouses: () => [...shippingKeys.all, 'warehouses'] as const,
  otcSkus: (warehouseId: number | null, search: string) => [...shippingKeys.all, 'otc-skus', warehouseId, search] as const,
  orderItems: (orderId: number) => [...shippingKeys.all, 'order-items', orderId] as const,
  patientData: (patientId: number) => [...shippingKeys.all, 'patient', patientId] as const,
};
