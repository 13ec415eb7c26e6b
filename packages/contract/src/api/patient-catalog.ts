import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, pageOf } from './common';

// --- the patient's catalog, cart and checkout (issue 13, item 6) ------------------------------------------------
// The catalog is the patient's supplier's (its supplier_catalog_items, prices in cents). Over-the-counter items go
// to the cart and checkout makes one supplier order paid by the patient; items that need a prescription are never
// in the cart: "ask your doctor" sends the request to the patient's doctor instead.

const PATIENT = { roles: ['patient'] } as const;
const cents = z.number().int();

/** Most a patient buys of one item at once; the item's usual units per order (payer policy) may be lower. */
export const MAX_CART_QUANTITY = 20;

const ref = z.object({ id: z.number(), name: z.string() });
const categoryRef = z.object({ id: z.number(), name: z.string(), slug: z.string() });

/** The supplier whose catalog the patient shops from; null until the patient is linked to one. */
export const patientSupplier = ref.nullable();

export const patientCatalogItem = z.object({
  /** The catalogue item's id (the `{itemId}` of the item call and of the screen). */
  id: z.number(),
  hcpcs: z.string(),
  name: z.string(),
  description: z.string(),
  category: categoryRef,
  subcategory: categoryRef,
  price_cents: cents,
  /** Over the counter: goes to the cart. Otherwise it needs a prescription: "ask your doctor". */
  is_otc: z.boolean(),
  /** Usual replacement schedule in months (supplies), null for equipment. */
  refill_months: z.number().nullable(),
  /** Most of it one cart line may hold. */
  max_quantity: z.number().int(),
});
export type PatientCatalogItem = z.infer<typeof patientCatalogItem>;

/** When and whom the patient already asked for a prescription of this item, while that request is open. */
export const doctorAsk = z.object({ doctor: z.string(), practice: z.string(), asked_at: z.string() });
export type DoctorAsk = z.infer<typeof doctorAsk>;

export const patientCatalogItemDetail = patientCatalogItem.extend({
  /** The item's line in the cart, if it is there. */
  in_cart: z.object({ line_id: z.number(), quantity: z.number() }).nullable(),
  asked_doctor: doctorAsk.nullable(),
});
export type PatientCatalogItemDetail = z.infer<typeof patientCatalogItemDetail>;

const subcategoryNode = categoryRef.extend({ item_count: z.number() });
export const patientCategoryNode = categoryRef.extend({ item_count: z.number(), children: z.array(subcategoryNode) });
export type PatientCategoryNode = z.infer<typeof patientCategoryNode>;

export const patientCategoryTree = z.object({ supplier: patientSupplier, categories: z.array(patientCategoryNode) });
export type PatientCategoryTree = z.infer<typeof patientCategoryTree>;

/** A category (with its sub-categories) or a sub-category (with its parent); items are paged below it. */
export const patientCategory = categoryRef.extend({
  parent: categoryRef.nullable(),
  children: z.array(subcategoryNode),
});
export type PatientCategory = z.infer<typeof patientCategory>;

export const patientCategoryQuery = listQuery.extend({
  sortBy: z.enum(['name', 'price']).optional(),
  /** Only over-the-counter items (`1`), or only prescription items (`0`). */
  otc: z.enum(['0', '1']).optional(),
});
export type PatientCategoryQuery = z.infer<typeof patientCategoryQuery>;

export const patientCategoryPage = pageOf(patientCatalogItem).extend({ category: patientCategory });
export type PatientCategoryPage = z.infer<typeof patientCategoryPage>;

export const cartLine = z.object({
  id: z.number(),
  item: patientCatalogItem,
  quantity: z.number().int(),
  line_total_cents: cents,
});
export type CartLine = z.infer<typeof cartLine>;

export const patientCart = z.object({
  supplier: patientSupplier,
  lines: z.array(cartLine),
  item_count: z.number().int(),
  total_cents: cents,
});
export type PatientCart = z.infer<typeof patientCart>;

const quantity = z.coerce
  .number({ error: 'The quantity must be a number.' })
  .int('The quantity must be a whole number.')
  .min(1, 'The quantity must be at least 1.')
  .max(MAX_CART_QUANTITY, `The quantity may not be greater than ${MAX_CART_QUANTITY}.`);

export const addCartItemBody = z.object({
  item_id: z.coerce.number({ error: 'The item field is required.' }).int().positive('The selected item is invalid.'),
  quantity: quantity.default(1),
});
export type AddCartItemBody = z.infer<typeof addCartItemBody>;

export const updateCartItemBody = z.object({ quantity });
export type UpdateCartItemBody = z.infer<typeof updateCartItemBody>;

export const checkoutResult = z.object({
  order: z.object({ id: z.number(), status: z.number(), status_name: z.string() }),
  supplier: ref,
  total_cents: cents,
  lines: z.array(z.object({ item_id: z.number(), hcpcs: z.string(), name: z.string(), quantity: z.number(), unit_price_cents: cents, line_total_cents: cents })),
  /** The card payment is not taken in the app: the supplier collects the total (at delivery or by phone). */
  payment: z.literal('collected_by_supplier'),
});
export type CheckoutResult = z.infer<typeof checkoutResult>;

export const askDoctorBody = z.object({
  message: z.string().trim().max(500, 'The message may not be greater than 500 characters.').optional(),
});
export type AskDoctorBody = z.infer<typeof askDoctorBody>;

const categoryParams = z.object({ categoryId: idParam });
const itemParams = z.object({ itemId: idParam });

export const getPatientCatalogCategories = endpoint({
  method: 'GET',
  path: '/api/patient/catalog/categories',
  access: PATIENT,
  summary: "The categories of the patient's supplier's catalog that hold active items, with their sub-categories and item counts.",
  response: dataOf(patientCategoryTree),
});
export const getPatientCatalogCategory = endpoint({
  method: 'GET',
  path: '/api/patient/catalog/categories/{categoryId}',
  access: PATIENT,
  summary: "One category or sub-category of the supplier's catalog, with a page of its items (a category's items are those of its sub-categories). 404 when the supplier carries nothing in it.",
  params: categoryParams,
  query: patientCategoryQuery,
  response: patientCategoryPage,
});
export const getPatientCatalogItem = endpoint({
  method: 'GET',
  path: '/api/patient/catalog/items/{itemId}',
  access: PATIENT,
  summary: "One item of the supplier's catalog with its price, whether it is over the counter, its cart line and an open request to the doctor. 404 for an item the supplier does not carry.",
  params: itemParams,
  response: dataOf(patientCatalogItemDetail),
});
export const askDoctorForItem = endpoint({
  method: 'POST',
  path: '/api/patient/catalog/items/{itemId}/ask-doctor',
  access: PATIENT,
  summary:
    "Asks the patient's doctor to prescribe an item that needs a prescription: a draft order for the patient with the item at the doctor's practice (the doctor's dashboard counts it under Drafts; the doctor completes and signs it, or archives it), and a notification to the doctor. 422 for an over-the-counter item (it goes to the cart) or when no doctor is known; 409 while the same request is still open. Answers 201.",
  params: itemParams,
  body: askDoctorBody,
  response: dataOf(doctorAsk),
});
export const getPatientCart = endpoint({
  method: 'GET',
  path: '/api/patient/cart',
  access: PATIENT,
  summary: "The patient's cart: lines at the supplier's current prices and the total in cents.",
  response: dataOf(patientCart),
});
export const addPatientCartItem = endpoint({
  method: 'POST',
  path: '/api/patient/cart/items',
  access: PATIENT,
  summary: 'Adds an over-the-counter item of the catalog to the cart (an item already there gains the quantity). 422 for a prescription item ("ask your doctor") or beyond the most one line may hold. Answers 201 with the cart.',
  body: addCartItemBody,
  response: dataOf(patientCart),
});
export const updatePatientCartItem = endpoint({
  method: 'PUT',
  path: '/api/patient/cart/items/{itemId}',
  access: PATIENT,
  summary: "Sets the quantity of a cart line (`itemId` is the line's id; another patient's line answers 404).",
  params: itemParams,
  body: updateCartItemBody,
  response: dataOf(patientCart),
});
export const deletePatientCartItem = endpoint({
  method: 'DELETE',
  path: '/api/patient/cart/items/{itemId}',
  access: PATIENT,
  summary: "Removes a cart line (another patient's line answers 404). Answers the cart.",
  params: itemParams,
  response: dataOf(patientCart),
});
export const checkoutPatientCart = endpoint({
  method: 'POST',
  path: '/api/patient/cart/checkout',
  access: PATIENT,
  summary:
    "Turns the cart into one order for the supplier, paid by the patient (type `patient_pay`, total in cents at the current prices), at Initial with its history row, in the supplier's orders list; the cart is emptied. The card payment is not taken here: the supplier collects it. 422 for an empty cart. Answers 201.",
  response: dataOf(checkoutResult),
});

export const patientCatalogEndpoints = [
  getPatientCatalogCategories,
  getPatientCatalogCategory,
  getPatientCatalogItem,
  askDoctorForItem,
  getPatientCart,
  addPatientCartItem,
  updatePatientCartItem,
  deletePatientCartItem,
  checkoutPatientCart,
] as const;
