import type { PresetSide } from './preset-side';

/** What an equipment item list asks for (ARCHITECTURE rule 4 plus the catalogue's filters). */
export interface EquipmentListQuery {
  page: number;
  rowsPerPage: number;
  category_id?: number;
  subcategory_id?: number;
  search?: string;
  sortBy?: 'name' | 'hcpcs';
  sortType?: 'asc' | 'desc';
}

/** The doctor's item search: words, optionally inside an order (its supplier's prices and makers). */
export interface EquipmentSearchListQuery {
  page: number;
  rowsPerPage: number;
  search: string;
  order_id?: number;
}

export interface VendorCatalogListQuery {
  page: number;
  rowsPerPage: number;
  category_id?: number;
  subcategory_id?: number;
  /** Query flag: '1' active items only, '0' inactive ones. */
  is_active?: '1' | '0';
  search?: string;
  sortBy?: 'name' | 'hcpcs' | 'price';
  sortType?: 'asc' | 'desc';
}

export interface PresetListQuery {
  page: number;
  rowsPerPage: number;
  search?: string;
}

/** Query keys of the catalog feature; invalidate through these, never through literal arrays. */
export const catalogKeys = {
  all: ['catalog'] as const,
  tree: () => [...catalogKeys.all, 'tree'] as const,
  items: (query: EquipmentListQuery) => [...catalogKeys.all, 'items', query] as const,
  item: (id: number) => [...catalogKeys.all, 'item', id] as const,
  search: (query: EquipmentSearchListQuery) => [...catalogKeys.all, 'search', query] as const,
  vendorItems: () => [...catalogKeys.all, 'vendor-items'] as const,
  vendorItemList: (query: VendorCatalogListQuery) => [...catalogKeys.vendorItems(), query] as const,
  presets: (side: PresetSide) => [...catalogKeys.all, 'presets', side] as const,
  presetLists: (side: PresetSide) => [...catalogKeys.presets(side), 'list'] as const,
  presetList: (side: PresetSide, query: PresetListQuery) => [...catalogKeys.presetLists(side), query] as const,
  preset: (side: PresetSide, id: number) => [...catalogKeys.presets(side), 'one', id] as const,
};
