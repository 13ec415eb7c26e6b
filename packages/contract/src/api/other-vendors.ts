import { z } from 'zod';
import { endpoint } from '../endpoint';
import { listQuery, pageOf } from './common';

// Other supplier companies, for a supplier passing an order (and its patient) on to another company.

export const otherVendor = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
});
export type OtherVendor = z.infer<typeof otherVendor>;

export const otherVendorsQuery = listQuery.extend({ sortBy: z.enum(['name']).optional() });
export type OtherVendorsQuery = z.infer<typeof otherVendorsQuery>;

export const listOtherVendors = endpoint({
  method: 'GET',
  path: '/api/vendor/other-vendors',
  access: { roles: ['supplier'] },
  summary: "Supplier companies other than the caller's, by name (`search`), that an order can be transferred to.",
  query: otherVendorsQuery,
  response: pageOf(otherVendor),
});

export const otherVendorsEndpoints = [listOtherVendors] as const;
