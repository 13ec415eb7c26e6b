import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Role } from '../roles';
import { dataOf, idParam, listQuery, pageOf } from './common';
import { queryFlag } from './tasks';

// --- equipment catalogue ---------------------------------------------------------------------------------

export const RENTAL_OR_PURCHASE = ['rental', 'purchase'] as const;

const categoryRef = z.object({ id: z.number(), name: z.string(), slug: z.string() });

export const equipmentItem = z.object({
  id: z.number(),
  hcpcs: z.string(),
  name: z.string(),
  description: z.string(),
  category: categoryRef,
  subcategory: categoryRef,
  rental_or_purchase: z.enum(RENTAL_OR_PURCHASE),
  /** Usual replacement schedule of a supply, in months; null for equipment. */
  refill_months: z.number().nullable(),
  is_otc: z.boolean(),
});
export type EquipmentItem = z.infer<typeof equipmentItem>;

export const equipmentInsuranceParams = z.object({
  equipment_id: z.number(),
  hcpcs: z.string(),
  rental_or_purchase: z.enum(RENTAL_OR_PURCHASE),
  requires_prior_auth: z.boolean(),
  requires_cmn: z.boolean(),
  /** CMS-484 (oxygen), CMS-10125 (infusion pumps), CMS-10126 (nutrition) when a CMN or DIF applies. */
  cmn_form: z.string().nullable(),
  requires_f2f: z.boolean(),
  /** Units per order line (per refill period for supplies); null when no usual limit applies. */
  max_units: z.number().nullable(),
  /** Default HCPCS modifiers: RR (rental) or NU (new, purchased), KX where the policy asks for it. */
  modifiers: z.array(z.string()),
});
export type EquipmentInsuranceParams = z.infer<typeof equipmentInsuranceParams>;

export const equipmentDetail = equipmentItem.extend({ insurance: equipmentInsuranceParams });

const subcategoryNode = categoryRef.extend({ item_count: z.number() });
export const categoryNode = categoryRef.extend({ item_count: z.number(), children: z.array(subcategoryNode) });
export type CategoryNode = z.infer<typeof categoryNode>;

/** Filters shared by every item list (catalogue, OTC, a supplier's catalog). */
const itemFilters = {
  category_id: idParam.optional(),
  subcategory_id: idParam.optional(),
  sortBy: z.enum(['name', 'hcpcs']).optional(),
};

export const equipmentQuery = listQuery.extend({
  /** `tree`: categories and subcategories with item counts (paging ignored); `items` (default): a page of items. */
  view: z.enum(['tree', 'items']).default('items'),
  ...itemFilters,
  is_otc: queryFlag.optional(),
  rental_or_purchase: z.enum(RENTAL_OR_PURCHASE).optional(),
});
export type EquipmentQuery = z.infer<typeof equipmentQuery>;

export const equipmentTree = z.object({ data: z.array(categoryNode) });

export const getEquipmentCatalog = endpoint({
  method: 'GET',
  path: '/api/equipment',
  access: 'authenticated',
  summary:
    'The equipment catalogue. `view=tree`: the category tree with active item counts. Otherwise a page of items, filtered by category_id, subcategory_id, is_otc, rental_or_purchase; `search` matches the HCPCS code prefix or words of the name and description.',
  query: equipmentQuery,
  // The page first: an empty page (`data: []`) also fits the tree, which would strip its `meta`.
  response: z.union([pageOf(equipmentItem), equipmentTree]),
});

const equipmentParams = z.object({ equipmentId: idParam });

export const getEquipment = endpoint({
  method: 'GET',
  path: '/api/equipment/{equipmentId}',
  access: 'authenticated',
  summary: 'One equipment item with its insurance defaults.',
  params: equipmentParams,
  response: dataOf(equipmentDetail),
});

export const findOtcCatalog = endpoint({
  method: 'GET',
  path: '/api/otc-catalog',
  access: 'authenticated',
  summary: 'Items sold over the counter (canes, bath safety, comfort and personal-care items), searchable.',
  query: listQuery.extend(itemFilters),
  response: pageOf(equipmentItem),
});

/**
 * `equipment_ids[]=1&equipment_ids[]=2` (brackets, as axios sends arrays) or repeated `equipment_ids=1`;
 * a single value arrives as a string, several as an array.
 */
const equipmentIdList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z.array(idParam).min(1, 'The equipment ids field is required.').max(100, 'At most 100 equipment ids.'),
);
export const equipmentInsuranceDefaultsQuery = z.preprocess(
  (q) => {
    if (typeof q !== 'object' || q === null) return q;
    const { 'equipment_ids[]': brackets, ...rest } = q as Record<string, unknown>;
    return brackets === undefined ? rest : { ...rest, equipment_ids: brackets };
  },
  z.object({ equipment_ids: equipmentIdList }),
);

export const getEquipmentInsuranceDefaults = endpoint({
  method: 'GET',
  path: '/api/equipment-insurance-defaults',
  access: 'authenticated',
  summary: 'Insurance defaults of several items, in the order asked. 422 for an empty list or an unknown id.',
  query: equipmentInsuranceDefaultsQuery,
  response: dataOf(z.array(equipmentInsuranceParams)),
});

export const getDoctorEquipmentInsuranceParams = endpoint({
  method: 'GET',
  path: '/api/doctor/equipment/{equipmentId}/insurance-params',
  access: { roles: ['doctor'] },
  summary: 'Insurance parameters of one item, for the order form.',
  params: equipmentParams,
  response: dataOf(equipmentInsuranceParams),
});

/** A hit of the doctor's item search: where the item is filed, its insurance flags, and the order's supplier's offer. */
export const equipmentSearchHit = equipmentItem.extend({
  requires_prior_auth: z.boolean(),
  requires_cmn: z.boolean(),
  requires_f2f: z.boolean(),
  /** Units per order line the insurance defaults allow; null when no usual limit applies. */
  max_units: z.number().nullable(),
  /** The order's supplier's price in cents; null outside an order, without a supplier, or when it does not carry the item. */
  price_cents: z.number().int().nullable(),
  /** Makers of the order's supplier's products for the item (its inventory SKUs); empty outside an order. */
  manufacturers: z.array(z.string()),
});
export type EquipmentSearchHit = z.infer<typeof equipmentSearchHit>;

export const doctorEquipmentSearchQuery = listQuery.extend({
  search: z
    .string({ error: 'Type at least 2 characters.' })
    .trim()
    .min(2, 'Type at least 2 characters.')
    .max(100, 'The search may not be greater than 100 characters.'),
  /** An order of the practice: prices and manufacturers are its supplier's. */
  order_id: idParam.optional(),
  sortBy: z.enum(['name', 'hcpcs']).optional(),
});
export type DoctorEquipmentSearchQuery = z.infer<typeof doctorEquipmentSearchQuery>;

export const searchDoctorEquipment = endpoint({
  method: 'GET',
  path: '/api/doctor/equipment',
  access: { roles: ['doctor'] },
  summary:
    "Finds active catalogue items by words of the name or description, the HCPCS code prefix or, with `order_id`, the manufacturer of the order's supplier's products; each hit has its insurance flags and, with `order_id`, that supplier's price. 404 for an order the caller cannot reach.",
  query: doctorEquipmentSearchQuery,
  response: pageOf(equipmentSearchHit),
});

// --- a supplier's catalog --------------------------------------------------------------------------------

export const supplierCatalogItem = z.object({
  id: z.number(),
  equipment: equipmentItem,
  price_cents: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupplierCatalogItem = z.infer<typeof supplierCatalogItem>;

export const listVendorCatalog = endpoint({
  method: 'GET',
  path: '/api/vendor/catalog',
  access: { roles: ['supplier'] },
  summary: "The items the caller's company carries, with prices; filter by category, subcategory and is_active.",
  query: listQuery.extend({ ...itemFilters, sortBy: z.enum(['name', 'hcpcs', 'price']).optional(), is_active: queryFlag.optional() }),
  response: pageOf(supplierCatalogItem),
});

export const addVendorCatalogItemBody = z.object({
  equipment_id: idParam,
  /** Integer cents: $1,234.50 is 123450. */
  price_cents: z
    .number({ error: 'The price must be a number of cents.' })
    .int('The price must be whole cents.')
    .min(0, 'The price may not be negative.')
    .max(100_000_000, 'The price may not be greater than $1,000,000.'),
  is_active: z.boolean().default(true),
});
export type AddVendorCatalogItemBody = z.infer<typeof addVendorCatalogItemBody>;

export const addVendorCatalogItem = endpoint({
  method: 'POST',
  path: '/api/vendor/catalog',
  access: { roles: ['supplier'] },
  summary: 'Adds an item to the company catalog (201), or sets the price and state of one it carries already (200).',
  body: addVendorCatalogItemBody,
  response: dataOf(supplierCatalogItem),
});

// --- catalog presets (doctor practices and suppliers) ----------------------------------------------------

export const catalogPresetBody = z.object({
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(100, 'The name may not be greater than 100 characters.'),
  items: z
    .array(
      z.object({
        equipment_id: idParam,
        qty: z.number().int('The quantity must be a whole number.').min(1, 'The quantity must be at least 1.').max(999),
      }),
      {
        error: 'The items field is required.',
      },
    )
    .min(1, 'Add at least one item.')
    .max(100, 'A preset holds at most 100 items.')
    .refine((items) => new Set(items.map((i) => i.equipment_id)).size === items.length, 'Each item may appear once.'),
});
export type CatalogPresetBody = z.infer<typeof catalogPresetBody>;

export const catalogPreset = z.object({
  id: z.number(),
  name: z.string(),
  items: z.array(
    z.object({
      equipment_id: z.number(),
      qty: z.number(),
      equipment: equipmentItem.pick({ id: true, hcpcs: true, name: true }).nullable(),
    }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CatalogPreset = z.infer<typeof catalogPreset>;

const presetParams = z.object({ presetId: idParam });

/** The five preset calls of one side; both sides share schemas and behaviour, scoped to the caller's account. */
function presetEndpoints<L extends string, O extends string>(listPath: L, onePath: O, role: Role) {
  const access = { roles: [role] } as const;
  return {
    list: endpoint({
      method: 'GET',
      path: listPath,
      access,
      summary: "The account's catalog presets, by name.",
      query: listQuery,
      response: pageOf(catalogPreset),
    }),
    create: endpoint({
      method: 'POST',
      path: listPath,
      access,
      summary: 'Creates a preset (201).',
      body: catalogPresetBody,
      response: dataOf(catalogPreset),
    }),
    get: endpoint({
      method: 'GET',
      path: onePath,
      access,
      summary: 'One preset of the account; 404 for another account.',
      params: presetParams,
      response: dataOf(catalogPreset),
    }),
    update: endpoint({
      method: 'PUT',
      path: onePath,
      access,
      summary: 'Replaces the name and items.',
      params: presetParams,
      body: catalogPresetBody,
      response: dataOf(catalogPreset),
    }),
    remove: endpoint({
      method: 'DELETE',
      path: onePath,
      access,
      summary: 'Deletes the preset (orders keep their copied items); 204.',
      params: presetParams,
    }),
  };
}

export const doctorCatalogPresets = presetEndpoints('/api/doctor/catalog-presets', '/api/doctor/catalog-presets/{presetId}', 'doctor');
export const vendorCatalogPresets = presetEndpoints('/api/vendor/catalog-presets', '/api/vendor/catalog-presets/{presetId}', 'supplier');

export const catalogEndpoints = [
  getEquipmentCatalog,
  getEquipment,
  findOtcCatalog,
  getEquipmentInsuranceDefaults,
  getDoctorEquipmentInsuranceParams,
  searchDoctorEquipment,
  listVendorCatalog,
  addVendorCatalogItem,
  ...Object.values(doctorCatalogPresets),
  ...Object.values(vendorCatalogPresets),
] as const;
