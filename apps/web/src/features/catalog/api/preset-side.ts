import { doctorCatalogPresets, vendorCatalogPresets } from '@dme/contract';

/** Whose presets: a doctor practice's (`doctor/catalog-presets`) or a supplier company's (`vendor/catalog-presets`). */
export type PresetSide = 'doctor' | 'supplier';

/** The five preset calls of each side; both share schemas and behaviour, scoped by the server to the caller's account. */
export const PRESET_CALLS = { doctor: doctorCatalogPresets, supplier: vendorCatalogPresets } as const;
