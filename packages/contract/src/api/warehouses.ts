import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, pageOf } from './common';
import { addressFields, addressOut, text } from './company';

// --- warehouses (issue 9: stock) ---------------------------------------------------------------------------
// A supplier's places that hold stock: its own, or consignment stock at a department. Stock, serials and movements
// come with the inventory calls (deleting will then also be refused while it holds stock).

export const warehouse = z.object({
  id: z.number(),
  name: z.string(),
  /** The department (supplier location) the warehouse belongs to, if any. */
  location: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Consignment stock at a doctor's office (one of the practices the company works with): the doctor dispenses from it. */
  doctor_office: z.object({ id: z.number(), name: z.string(), practice: z.string() }).nullable().optional(),
  /** `full_address`: `address_1, address_2, city, state zip` without the empty parts. */
  ...addressOut,
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Warehouse = z.infer<typeof warehouse>;

const warehouseFields = {
  /** A department of the company; null for a warehouse of the company as a whole. */
  location_id: idParam.nullable().optional(),
  /** An office of a practice the company works with, for consignment stock; null for none. */
  doctor_location_id: idParam.nullable().optional(),
  ...addressFields,
  active: z.boolean().optional(),
};

export const createWarehouseBody = z.object({ name: text().min(1, 'The name field is required.'), ...warehouseFields });
export type CreateWarehouseBody = z.infer<typeof createWarehouseBody>;
/** Partial update: absent fields keep their value. */
export const updateWarehouseBody = z.object({ name: text().min(1, 'The name field is required.').optional(), ...warehouseFields });
export type UpdateWarehouseBody = z.infer<typeof updateWarehouseBody>;

export const warehousesQuery = listQuery.extend({
  sortBy: z.enum(['name', 'city', 'created_at']).optional(),
  /** `1`: active ones only; `0`: inactive ones only; absent: all. */
  active: z.enum(['0', '1']).optional(),
  location_id: idParam.optional(),
});
export type WarehousesQuery = z.infer<typeof warehousesQuery>;

const stock = { roles: ['supplier'], permission: 'stock' } as const;
const warehouseParams = z.object({ warehouseId: idParam });

export const listWarehouses = endpoint({
  method: 'GET',
  path: '/api/vendor/warehouses',
  access: stock,
  summary: "The company's warehouses, by name; search matches the name, city and ZIP.",
  query: warehousesQuery,
  response: pageOf(warehouse),
});

export const getWarehouse = endpoint({
  method: 'GET',
  path: '/api/vendor/warehouses/{warehouseId}',
  access: stock,
  summary: 'One warehouse of the company (404 for another company’s).',
  params: warehouseParams,
  response: dataOf(warehouse),
});

export const createWarehouse = endpoint({
  method: 'POST',
  path: '/api/vendor/warehouses',
  access: stock,
  summary: 'Adds a warehouse, optionally at one of the company’s departments. Answers 201.',
  body: createWarehouseBody,
  response: dataOf(warehouse),
});

export const updateWarehouse = endpoint({
  method: 'PUT',
  path: '/api/vendor/warehouses/{warehouseId}',
  access: stock,
  summary: 'Changes a warehouse; absent fields keep their value.',
  params: warehouseParams,
  body: updateWarehouseBody,
  response: dataOf(warehouse),
});

export const deleteWarehouse = endpoint({
  method: 'DELETE',
  path: '/api/vendor/warehouses/{warehouseId}',
  access: stock,
  summary: 'Removes a warehouse; 409 while it holds stock or open orders are to ship from it. Answers 204.',
  params: warehouseParams,
});

export const warehousesEndpoints = [listWarehouses, getWarehouse, createWarehouse, updateWarehouse, deleteWarehouse] as const;
