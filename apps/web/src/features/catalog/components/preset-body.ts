import type { CatalogPreset, CatalogPresetBody } from '@dme/contract';

/** The highest quantity of one preset line (the contract's limit). */
export const PRESET_MAX_QTY = 999;

export type PresetItemInput = CatalogPresetBody['items'][number];

/** The body that keeps a preset as it is; callers change its name or items. */
export function bodyOf(preset: CatalogPreset): CatalogPresetBody {
  return { name: preset.name, items: preset.items.map((i) => ({ equipment_id: i.equipment_id, qty: i.qty })) };
}

/** Adds an item to a preset's lines, or adds to its quantity when it is there already (up to the limit). */
export function withItem(items: readonly PresetItemInput[], equipmentId: number, qty: number): PresetItemInput[] {
  const found = items.some((i) => i.equipment_id === equipmentId);
  if (!found) return [...items, { equipment_id: equipmentId, qty }];
  return items.map((i) => (i.equipment_id === equipmentId ? { ...i, qty: Math.min(PRESET_MAX_QTY, i.qty + qty) } : i));
}

/** A preset form's messages about its items (`items`, `items.0.qty`...), as one line; null when there are none. */
export function presetItemErrors(errors: Record<string, unknown>): string | null {
  const messages = Object.entries(errors)
    .filter(([path, message]) => (path === 'items' || path.startsWith('items.')) && message)
    .map(([, message]) => String(message));
  return messages.length > 0 ? messages.join(', ') : null;
}
