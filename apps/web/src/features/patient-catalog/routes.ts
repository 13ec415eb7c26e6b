import { href } from '@dme/contract';

export const categoriesHref = () => href('patient.catalog.categories');
export const categoryHref = (cat: number) => href('patient.catalog.category', { cat });
export const subcategoryHref = (cat: number, subcat: number) => href('patient.catalog.subcategory', { cat, subcat });
export const itemHref = (cat: number, subcat: number, id: number) => href('patient.catalog.item', { cat, subcat, id });
export const cartHref = () => href('patient.cart');
/** P1's order screen (features/patient-app). */
export const orderHref = (orderId: number) => href('patient.orders.show', { orderId });

/** A numeric id from the path, or NaN for anything else (the screens say "not found"). */
export const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : Number.NaN);
