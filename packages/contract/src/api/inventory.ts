import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, pageOf } from './common';
import { requiredText, text } from './company';

// --- inventory (issue 9: stock) -----------------------------------------------------------------------------
// SKUs (a catalogue item as a manufacturer's model under the supplier's code), their quantity per warehouse
// (storage rows with PAR level and reorder quantity), serialised units and the movements ledger. Quantities change
// only through these calls, order lines (set-sku, serial) and distribution orders; every change is a movement.

const stock = { roles: ['supplier'], permission: 'stock' } as const;
const count = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(0, `The ${label} may not be negative.`)
    .max(1_000_000, `The ${label} is too large.`);
const positive = (label: string) => count(label).min(1, `The ${label} must be at least 1.`);
const cents = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} is in cents.`)
    .min(0, `The ${label} may not be negative.`)
    .max(100_000_000, `The ${label} is too large.`);
const serialList = z.array(requiredText('serial number', 64)).max(1000, 'At most 1,000 serial numbers at once.');
const skuCode = requiredText('SKU', 64).regex(
  /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/,
  'The SKU may contain only letters, digits, spaces and . _ / -.',
);

export const SERIAL_STATE_LABELS = {
  in_stock: 'In stock',
  reserved: 'Reserved',
  delivered: 'Delivered',
  returned: 'Returned',
  retired: 'Retired',
} as const;
export const MOVEMENT_KIND_LABELS = {
  receipt: 'Receipt',
  move: 'Move',
  issue: 'Issue (delivered)',
  adjustment: 'Adjustment',
  reservation: 'Reservation',
  release: 'Release',
  return: 'Return',
} as const;

const ref = z.object({ id: z.number(), name: z.string() });

/** One warehouse's shelf of a SKU. `available` = quantity - reserved. */
export const storageRow = z.object({
  id: z.number(),
  warehouse: ref,
  quantity: z.number(),
  reserved: z.number(),
  available: z.number(),
  par_level: z.number(),
  reorder_quantity: z.number(),
  bin: z.string(),
  /** Free units are under the PAR level: a with-stock distribution order proposes this shelf. */
  below_par: z.boolean(),
});
export type StorageRow = z.infer<typeof storageRow>;

export const inventorySku = z.object({
  id: z.number(),
  sku: z.string(),
  manufacturer: z.string(),
  model: z.string(),
  unit_cost_cents: z.number(),
  serialized: z.boolean(),
  equipment: z.object({ id: z.number(), hcpcs: z.string(), name: z.string(), is_otc: z.boolean() }),
  /** Over the warehouses shown (one with `warehouse_id`, else all). */
  quantity: z.number(),
  reserved: z.number(),
  available: z.number(),
  below_par: z.boolean(),
  archived: z.boolean(),
});
export type InventorySku = z.infer<typeof inventorySku>;

export const inventorySkuDetail = inventorySku.extend({ storage: z.array(storageRow), created_at: z.string(), updated_at: z.string() });
export type InventorySkuDetail = z.infer<typeof inventorySkuDetail>;

export const inventoryQuery = listQuery.extend({
  sortBy: z.enum(['sku', 'manufacturer', 'model', 'created_at']).optional(),
  warehouse_id: idParam.optional(),
  equipment_id: idParam.optional(),
  /** `1`: only SKUs of over-the-counter catalogue items (a warehouse's OTC tab). */
  otc: z.enum(['0', '1']).optional(),
  /** `1`: only shelves under their PAR level. */
  below_par: z.enum(['0', '1']).optional(),
  /** `1`: archived SKUs too. */
  archived: z.enum(['0', '1']).optional(),
});
export type InventoryQuery = z.infer<typeof inventoryQuery>;

export const createSkuBody = z.object({
  equipment_id: idParam,
  sku: skuCode,
  manufacturer: text(120).optional(),
  model: text(120).optional(),
  unit_cost_cents: cents('unit cost').optional(),
  serialized: z.boolean().optional(),
});
export type CreateSkuBody = z.infer<typeof createSkuBody>;
export const updateSkuBody = z.object({
  sku: skuCode.optional(),
  manufacturer: text(120).optional(),
  model: text(120).optional(),
  unit_cost_cents: cents('unit cost').optional(),
  archived: z.boolean().optional(),
});
export type UpdateSkuBody = z.infer<typeof updateSkuBody>;

/** Units arrive in a warehouse (a first count, a delivery outside distribution orders); serialised SKUs name each unit. */
export const addStorageBody = z.object({
  warehouse_id: idParam,
  quantity: positive('quantity'),
  serials: serialList.optional(),
  par_level: count('PAR level').optional(),
  reorder_quantity: count('reorder quantity').optional(),
  bin: text(40).optional(),
  reason: text(200).optional(),
});
export type AddStorageBody = z.infer<typeof addStorageBody>;

/** A counted quantity (non-serialised), restocking defaults, bin; or serialised units retired. */
export const updateStorageBody = z.object({
  quantity: count('quantity').optional(),
  par_level: count('PAR level').optional(),
  reorder_quantity: count('reorder quantity').optional(),
  bin: text(40).optional(),
  retire_serials: serialList.optional(),
  reason: text(200).optional(),
});
export type UpdateStorageBody = z.infer<typeof updateStorageBody>;

export const moveStorageBody = z.object({
  warehouse_id: idParam,
  quantity: positive('quantity'),
  serials: serialList.optional(),
  reason: text(200).optional(),
});
export type MoveStorageBody = z.infer<typeof moveStorageBody>;

export const serialNumber = z.object({
  id: z.number(),
  serial: z.string(),
  state: z.enum(['in_stock', 'reserved', 'delivered', 'returned', 'retired']),
  warehouse: ref.nullable(),
  /** The order line it is reserved for or went out with. */
  order: z.object({ id: z.number(), item_id: z.number() }).nullable(),
  patient: ref.nullable(),
  updated_at: z.string(),
});
export type SerialNumber = z.infer<typeof serialNumber>;

export const serialNumbersQuery = listQuery.extend({
  state: z.enum(['in_stock', 'reserved', 'delivered', 'returned', 'retired']).optional(),
  warehouse_id: idParam.optional(),
});

export const stockMovement = z.object({
  id: z.number(),
  kind: z.enum(['receipt', 'move', 'issue', 'adjustment', 'reservation', 'release', 'return']),
  sku: z.object({ id: z.number(), sku: z.string() }),
  from_warehouse: ref.nullable(),
  to_warehouse: ref.nullable(),
  quantity: z.number(),
  serials: z.array(z.string()),
  reason: z.string(),
  order_item_id: z.number().nullable(),
  order_id: z.number().nullable(),
  distribution_order_id: z.number().nullable(),
  user: ref.nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovement>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');
export const stockLogsQuery = listQuery.extend({
  sku_id: idParam.optional(),
  warehouse_id: idParam.optional(),
  user_id: idParam.optional(),
  serial: text(64).optional(),
  kind: z.enum(['receipt', 'move', 'issue', 'adjustment', 'reservation', 'release', 'return']).optional(),
  date_from: isoDay.optional(),
  date_to: isoDay.optional(),
});
export type StockLogsQuery = z.infer<typeof stockLogsQuery>;

/** The stock editor's rows: one shelf (SKU in a warehouse) with what the editor changes. */
export const inventoryDefaultsRow = z.object({
  storage_id: z.number(),
  sku_id: z.number(),
  sku: z.string(),
  serialized: z.boolean(),
  warehouse: ref,
  quantity: z.number(),
  reserved: z.number(),
  par_level: z.number(),
  reorder_quantity: z.number(),
  unit_cost_cents: z.number(),
});
export type InventoryDefaultsRow = z.infer<typeof inventoryDefaultsRow>;
export const inventoryDefaultsQuery = listQuery.extend({ warehouse_id: idParam.optional() });

/**
 * The editor's save and the CSV import: rows by SKU code and warehouse, each changing any of quantity (not for a
 * serialised SKU), PAR level, reorder quantity and unit cost. All rows apply in one transaction or none does; a
 * bad row answers 422 with `rows.N.field`. `dry_run` answers the changes without making them (the import preview).
 */
export const putInventoryDefaultsBody = z.object({
  rows: z
    .array(
      z.object({
        sku: skuCode,
        warehouse_id: idParam,
        quantity: count('quantity').optional(),
        par_level: count('PAR level').optional(),
        reorder_quantity: count('reorder quantity').optional(),
        unit_cost_cents: cents('unit cost').optional(),
      }),
    )
    .min(1, 'There are no rows to save.')
    .max(5000, 'At most 5,000 rows at once.'),
  dry_run: z.boolean().optional(),
  reason: text(200).optional(),
});
export type PutInventoryDefaultsBody = z.infer<typeof putInventoryDefaultsBody>;
export const inventoryDefaultsChange = z.object({
  row: z.number(),
  sku: z.string(),
  warehouse: ref,
  field: z.enum(['quantity', 'par_level', 'reorder_quantity', 'unit_cost_cents']),
  from: z.number(),
  to: z.number(),
});
export const inventoryDefaultsResult = z.object({ data: z.object({ changes: z.array(inventoryDefaultsChange), applied: z.boolean() }) });
export type InventoryDefaultsResult = z.infer<typeof inventoryDefaultsResult>;

const inventoryParams = z.object({ inventoryId: idParam });
const storageParams = z.object({ storageId: idParam });

export const listInventory = endpoint({
  method: 'GET',
  path: '/api/vendor/inventory',
  access: stock,
  summary:
    "The company's SKUs with quantities (in one warehouse with `warehouse_id`); search matches the SKU, manufacturer, model and HCPCS code.",
  query: inventoryQuery,
  response: pageOf(inventorySku),
});

export const createInventorySku = endpoint({
  method: 'POST',
  path: '/api/vendor/inventory',
  access: stock,
  summary: 'Adds a SKU (a catalogue item as a model the company stocks). Answers 201; 422 when the code is taken.',
  body: createSkuBody,
  response: dataOf(inventorySkuDetail),
});

export const getInventorySku = endpoint({
  method: 'GET',
  path: '/api/vendor/inventory/{inventoryId}',
  access: stock,
  summary: 'One SKU with its shelf in every warehouse.',
  params: inventoryParams,
  response: dataOf(inventorySkuDetail),
});

export const updateInventorySku = endpoint({
  method: 'PUT',
  path: '/api/vendor/inventory/{inventoryId}',
  access: stock,
  summary: 'Changes a SKU’s code, maker, model or cost, or archives it (its stock stays where it is).',
  params: inventoryParams,
  body: updateSkuBody,
  response: dataOf(inventorySkuDetail),
});

export const addInventoryStorage = endpoint({
  method: 'POST',
  path: '/api/vendor/inventory/{inventoryId}/storage',
  access: stock,
  summary: 'Receives units of the SKU into a warehouse (with their serial numbers when serialised); a receipt movement. Answers 201.',
  params: inventoryParams,
  body: addStorageBody,
  response: dataOf(inventorySkuDetail),
});

export const updateInventoryStorage = endpoint({
  method: 'PUT',
  path: '/api/vendor/inventory/storage/{storageId}',
  access: stock,
  summary:
    'Counts a shelf again (an adjustment movement; never below what is reserved), sets its PAR level, reorder quantity and bin, or retires serialised units.',
  params: storageParams,
  body: updateStorageBody,
  response: dataOf(inventorySkuDetail),
});

export const moveInventoryStorage = endpoint({
  method: 'POST',
  path: '/api/vendor/inventory/storage/{storageId}/move',
  access: stock,
  summary: 'Moves free units (and their serial numbers) to another warehouse; 409 when fewer are free.',
  params: storageParams,
  body: moveStorageBody,
  response: dataOf(inventorySkuDetail),
});

export const stockLogs = endpoint({
  method: 'GET',
  path: '/api/vendor/inventory/logs',
  access: stock,
  summary: 'The stock movements, newest first, filterable by SKU, serial number, warehouse (either side), user, kind and dates.',
  query: stockLogsQuery,
  response: pageOf(stockMovement),
});

export const getInventoryDefaults = endpoint({
  method: 'GET',
  path: '/api/vendor/inventory/defaults',
  access: stock,
  summary: 'The stock editor’s rows: every shelf with quantity, PAR level, reorder quantity and unit cost.',
  query: inventoryDefaultsQuery,
  response: pageOf(inventoryDefaultsRow),
});

export const putInventoryDefaults = endpoint({
  method: 'PUT',
  path: '/api/vendor/inventory/defaults',
  access: stock,
  summary: 'Saves many shelves at once (the editor and its CSV import): all rows or none; `dry_run` previews the changes.',
  body: putInventoryDefaultsBody,
  response: inventoryDefaultsResult,
});

export const listSerialNumbers = endpoint({
  method: 'GET',
  path: '/api/vendor/inventory/{inventoryId}/serial_numbers',
  access: stock,
  summary: 'The serialised units of a SKU with their state, warehouse and the order or patient they went to.',
  params: inventoryParams,
  query: serialNumbersQuery,
  response: pageOf(serialNumber),
});

/** What a patient received from the company: each delivered line's SKU and unit (the patient's `sku` tab). */
export const deliveredSku = z.object({
  order_id: z.number(),
  order_item_id: z.number(),
  hcpcs: z.string(),
  item_name: z.string(),
  sku: z.object({ id: z.number(), sku: z.string(), manufacturer: z.string(), model: z.string() }),
  quantity: z.number(),
  serial: z.string().nullable(),
  serial_state: z.enum(['in_stock', 'reserved', 'delivered', 'returned', 'retired']).nullable(),
  warehouse: ref,
  delivered_at: z.string(),
});
export type DeliveredSku = z.infer<typeof deliveredSku>;

export const listDeliveredSkus = endpoint({
  method: 'GET',
  path: '/api/vendor/patients/{patientId}/delivered-sku',
  access: { roles: ['supplier'] },
  summary: 'Every SKU and serial number the patient received from the company, newest first (recalls and audits).',
  params: z.object({ patientId: idParam }),
  query: listQuery,
  response: pageOf(deliveredSku),
});

// --- the doctor's office stock (consignment) ---------------------------------------------------------------
// A supplier may keep stock in a warehouse at a doctor's office; the doctor browses it by catalogue category and
// dispenses an item from it onto an order (POST doctor orders commons with `stock`).

const categoryRef = z.object({ id: z.number(), name: z.string() });
export const officeStockItem = z.object({
  sku_id: z.number(),
  sku: z.string(),
  manufacturer: z.string(),
  model: z.string(),
  equipment: z.object({ id: z.number(), hcpcs: z.string(), name: z.string(), category: categoryRef, subcategory: categoryRef }),
  warehouse: ref,
  office: ref,
  supplier: ref,
  available: z.number(),
});
export type OfficeStockItem = z.infer<typeof officeStockItem>;
export const officeStockCategory = categoryRef.extend({ items: z.number(), children: z.array(categoryRef.extend({ items: z.number() })) });
export type OfficeStockCategory = z.infer<typeof officeStockCategory>;

export const officeStockQuery = listQuery.extend({
  category_id: idParam.optional(),
  subcategory_id: idParam.optional(),
  /** One of the practice's offices; default all of them. */
  location_id: idParam.optional(),
  equipment_id: idParam.optional(),
});
export type OfficeStockQuery = z.infer<typeof officeStockQuery>;

export const getDoctorInventory = endpoint({
  method: 'GET',
  path: '/api/doctor/inventory',
  access: { roles: ['doctor'] },
  summary:
    "Stock suppliers keep at the practice's offices, with free units: a page of items (by category and subcategory, search by HCPCS or name) and the category tree with the number of items in each.",
  query: officeStockQuery,
  response: pageOf(officeStockItem).extend({ categories: z.array(officeStockCategory) }),
});

export const inventoryEndpoints = [
  getDoctorInventory,
  listDeliveredSkus,
  listInventory,
  createInventorySku,
  stockLogs,
  getInventoryDefaults,
  putInventoryDefaults,
  getInventorySku,
  updateInventorySku,
  addInventoryStorage,
  updateInventoryStorage,
  moveInventoryStorage,
  listSerialNumbers,
] as const;
