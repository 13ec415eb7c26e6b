import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, pageOf } from './common';
import { addressFields, addressOut, optionalPhone, text } from './company';

// --- distributors (issue 9: stock) -------------------------------------------------------------------------
// The companies a supplier buys from, with their price lists (products: the distributor's item number and price for
// one of the supplier's SKUs). Distribution orders are declared in distribution-orders.ts.

export const distributor = z.object({
  id: z.number(),
  name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  account_number: z.string(),
  /** Payment terms as agreed, e.g. "Net 30". */
  terms: z.string(),
  /** Days from sending an order to its arrival, as the distributor quotes it. */
  lead_time_days: z.number(),
  ...addressOut,
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Distributor = z.infer<typeof distributor>;

const email = z.string().trim().max(200).email('The email must be a valid email address.');
/** A money amount in cents: up to $1,000,000. */
export const priceCents = z
  .number()
  .int('The price must be whole cents.')
  .min(0, 'The price may not be negative.')
  .max(100_000_000, 'The price may not be greater than $1,000,000.');

const distributorFields = {
  contact_name: text().optional(),
  email: z.union([z.literal(''), email]).optional(),
  phone: optionalPhone.optional(),
  account_number: text(100).optional(),
  terms: text(100).optional(),
  lead_time_days: z
    .number()
    .int('The lead time must be whole days.')
    .min(0, 'The lead time may not be negative.')
    .max(365, 'The lead time may not be greater than 365 days.')
    .optional(),
  ...addressFields,
  active: z.boolean().optional(),
};

export const createDistributorBody = z.object({ name: text().min(1, 'The name field is required.'), ...distributorFields });
export type CreateDistributorBody = z.infer<typeof createDistributorBody>;
/** Partial update: absent fields keep their value. */
export const updateDistributorBody = z.object({ name: text().min(1, 'The name field is required.').optional(), ...distributorFields });
export type UpdateDistributorBody = z.infer<typeof updateDistributorBody>;

export const distributorsQuery = listQuery.extend({
  sortBy: z.enum(['name', 'lead_time_days', 'created_at']).optional(),
  /** `1`: active ones only; `0`: inactive ones only; absent: all. */
  active: z.enum(['0', '1']).optional(),
});
export type DistributorsQuery = z.infer<typeof distributorsQuery>;

/** A SKU of the supplier as the stock screens show it next to a distributor's product or an order line. */
export const stockSkuSummary = z.object({
  id: z.number(),
  sku: z.string(),
  manufacturer: z.string(),
  model: z.string(),
  serialized: z.boolean(),
  equipment: z.object({ id: z.number(), name: z.string(), hcpcs: z.string() }),
});
export type StockSkuSummary = z.infer<typeof stockSkuSummary>;

export const distributorProduct = z.object({
  id: z.number(),
  distributor_id: z.number(),
  /** The distributor's own number for the product (what its order forms ask for). */
  item_number: z.string(),
  price_cents: z.number(),
  sku: stockSkuSummary,
  created_at: z.string(),
  updated_at: z.string(),
});
export type DistributorProduct = z.infer<typeof distributorProduct>;

export const distributorProductsQuery = listQuery.extend({
  sortBy: z.enum(['sku', 'item_number', 'price_cents', 'created_at']).optional(),
});
export type DistributorProductsQuery = z.infer<typeof distributorProductsQuery>;

export const createDistributorProductBody = z.object({
  /** One of the company's own SKUs, listed once per distributor. */
  sku_id: idParam,
  item_number: text(100).optional(),
  price_cents: priceCents.optional(),
});
export type CreateDistributorProductBody = z.infer<typeof createDistributorProductBody>;
/** Partial update: absent fields keep their value. */
export const updateDistributorProductBody = z.object({
  sku_id: idParam.optional(),
  item_number: text(100).optional(),
  price_cents: priceCents.optional(),
});
export type UpdateDistributorProductBody = z.infer<typeof updateDistributorProductBody>;

const stock = { roles: ['supplier'], permission: 'stock' } as const;
const distributorParams = z.object({ distributorId: idParam });
const productParams = z.object({ distributorId: idParam, productId: idParam });
const BASE = '/api/vendor/distributors';

export const listDistributors = endpoint({
  method: 'GET',
  path: BASE,
  access: stock,
  summary: "The company's distributors, by name; search matches the name, contact, email, account number and city.",
  query: distributorsQuery,
  response: pageOf(distributor),
});

export const getDistributor = endpoint({
  method: 'GET',
  path: `${BASE}/{distributorId}`,
  access: stock,
  summary: 'One distributor of the company (404 for another company’s).',
  params: distributorParams,
  response: dataOf(distributor),
});

export const createDistributor = endpoint({
  method: 'POST',
  path: BASE,
  access: stock,
  summary: 'Adds a distributor. Answers 201.',
  body: createDistributorBody,
  response: dataOf(distributor),
});

export const updateDistributor = endpoint({
  method: 'PUT',
  path: `${BASE}/{distributorId}`,
  access: stock,
  summary: 'Changes a distributor; absent fields keep their value.',
  params: distributorParams,
  body: updateDistributorBody,
  response: dataOf(distributor),
});

export const deleteDistributor = endpoint({
  method: 'DELETE',
  path: `${BASE}/{distributorId}`,
  access: stock,
  summary: 'Removes a distributor; 409 while it has distribution orders in draft, sent or partially received. Answers 204.',
  params: distributorParams,
});

export const listDistributorProducts = endpoint({
  method: 'GET',
  path: `${BASE}/{distributorId}/products`,
  access: stock,
  summary:
    "A distributor's products (its item number and price for each of the company's SKUs), by SKU code; search matches the item number, SKU, manufacturer, model, equipment name and HCPCS.",
  params: distributorParams,
  query: distributorProductsQuery,
  response: pageOf(distributorProduct),
});

export const createDistributorProduct = endpoint({
  method: 'POST',
  path: `${BASE}/{distributorId}/products`,
  access: stock,
  summary: 'Adds a product to a distributor: one of the company’s SKUs (422 on `sku_id` otherwise, or when already listed). Answers 201.',
  params: distributorParams,
  body: createDistributorProductBody,
  response: dataOf(distributorProduct),
});

export const updateDistributorProduct = endpoint({
  method: 'PUT',
  path: `${BASE}/{distributorId}/products/{productId}`,
  access: stock,
  summary: 'Changes a distributor’s product (item number, price, SKU); absent fields keep their value.',
  params: productParams,
  body: updateDistributorProductBody,
  response: dataOf(distributorProduct),
});

export const deleteDistributorProduct = endpoint({
  method: 'DELETE',
  path: `${BASE}/{distributorId}/products/{productId}`,
  access: stock,
  summary: 'Takes a product off a distributor’s list (orders already made keep their lines). Answers 204.',
  params: productParams,
});

export const distributorsEndpoints = [
  listDistributors,
  getDistributor,
  createDistributor,
  updateDistributor,
  deleteDistributor,
  listDistributorProducts,
  createDistributorProduct,
  updateDistributorProduct,
  deleteDistributorProduct,
] as const;
