import type { z } from 'zod';
import type { patientCategoryQuery } from '@dme/contract';

/** As sent: a page of a category's items. */
export type CategoryItemsQuery = Partial<z.input<typeof patientCategoryQuery>>;

/** Query keys of the patient's catalog and cart; writes invalidate through these. */
export const patientCatalogKeys = {
  all: ['patient-catalog'] as const,
  categories: () => [...patientCatalogKeys.all, 'categories'] as const,
  category: (categoryId: number, query: CategoryItemsQuery) => [...patientCatalogKeys.all, 'category', categoryId, query] as const,
  items: () => [...patientCatalogKeys.all, 'item'] as const,
  item: (itemId: number) => [...patientCatalogKeys.items(), itemId] as const,
  cart: () => [...patientCatalogKeys.all, 'cart'] as const,
};
