// Public surface of the catalog feature: the equipment tree and item lists (both sides), presets, a supplier's catalog.
import { createElement } from 'react';
import { PageLoader } from '../../components/page-loader';
import { lazyComponent } from '../../lib/lazy-component';
export { catalogKeys } from './api/keys';
export { categoryTreeQueryOptions } from './api/get-category-tree';
export { equipmentItemsQueryOptions } from './api/list-equipment';
export { PRESET_CALLS, type PresetSide } from './api/preset-side';
export type { CatalogLinks } from './components/catalog-links';
export { CatalogBrowser, type CatalogBrowserProps } from './components/catalog-browser';
export { CategoryTree } from './components/category-tree';
export { EquipmentTable, type EquipmentTableProps } from './components/equipment-table';
export { EquipmentPicker, type EquipmentPickerProps } from './components/equipment-picker';
export { ItemDetailModal, type ItemDetailModalProps } from './components/item-detail-modal';
export { DoctorCatalog, type DoctorCatalogProps } from './components/doctor-catalog';
export { SupplierCatalogAdd, type SupplierCatalogAddProps } from './components/supplier-catalog-add';
export { VendorCatalogTable, type VendorCatalogTableProps } from './components/vendor-catalog-table';
export { PresetsTable, type PresetsTableProps } from './components/presets-table';
export { PresetDetail, type PresetDetailProps } from './components/preset-detail';
/** The preset screen loaded on first use, for a list that opens it in place: its form and zod stay out of the list's load. */
export const { Component: LazyPresetDetail } = lazyComponent(
  () => import('./components/preset-detail'),
  'PresetDetail',
  createElement(PageLoader),
);
export { AddToPresetModal, type AddToPresetModalProps } from './components/add-to-preset-modal';
export { ItemSearch, type ItemSearchProps } from './components/item-search';
export { CatalogItemSearch } from './components/catalog-item-search';
