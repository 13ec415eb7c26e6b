import { href } from '@dme/contract';
import type { CatalogLinks } from '../../../features/catalog';
import type { CatalogTab } from '../catalog-shell';

export const DOCTOR_CATALOG_TABS: readonly CatalogTab[] = [
  { route: 'catalog.category', label: 'Items' },
  { route: 'doctor.catalog.items.add', label: 'Find items' },
  { route: 'doctor.catalog.presets.list', label: 'Presets' },
];

/** The doctor's catalogue levels are screens of their own: the tree, a category, a subcategory. */
export const DOCTOR_CATALOG_LINKS: CatalogLinks = {
  root: href('catalog.category'),
  category: (id) => href('doctor.catalog.items.category.show', { id }),
  subcategory: (id, subId) => href('doctor.catalog.items.category.subcategory', { id, cat_id: subId }),
};
