import { href } from '@dme/contract';
import type { CatalogLinks } from '../../../features/catalog';
import type { CatalogTab } from '../catalog-shell';

export const SUPPLIER_CATALOG_TABS: readonly CatalogTab[] = [
  { route: 'supplier.catalog.view', label: 'My catalog' },
  { route: 'supplier.catalog.add', label: 'Add items' },
  { route: 'supplier.catalog.presets', label: 'Presets' },
];

/** Query parameters of the add screen: the open category and subcategory of the tree. */
export const CATALOG_LEVEL_PARAMS = { category: 'category', subcategory: 'subcategory' } as const;

/** The supplier's add screen keeps the open level of the tree in its query string (one route for all levels). */
export const SUPPLIER_CATALOG_LINKS: CatalogLinks = {
  root: href('supplier.catalog.add'),
  category: (id) => `${href('supplier.catalog.add')}?${new URLSearchParams({ [CATALOG_LEVEL_PARAMS.category]: String(id) })}`,
  subcategory: (id, subId) =>
    `${href('supplier.catalog.add')}?${new URLSearchParams({ [CATALOG_LEVEL_PARAMS.category]: String(id), [CATALOG_LEVEL_PARAMS.subcategory]: String(subId) })}`,
};
