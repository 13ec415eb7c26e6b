import { catalogPresetBody, type CatalogPreset, type CatalogPresetBody } from '@dme/contract';
import { readServerError, formErrorText } from '../../../lib/http-error';

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

/** The contract's rules for a preset, first message per field (`name`, `items`). */
export function validatePreset(body: CatalogPresetBody): Record<string, string> {
  const parsed = catalogPresetBody.safeParse(body);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/** A failed preset save: messages under `name` and `items` (item lines fold into `items`), the rest for the form. */
export function presetServerErrors(error: unknown): Record<string, string> {
  const { errors } = readServerError(error);
  if (!errors) return { form: formErrorText(error) };
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.split('.')[0] === 'name' ? 'name' : path.startsWith('items') ? 'items' : 'form';
    out[field] = out[field] ? `${out[field]}, ${messages.join(', ')}` : messages.join(', ');
  }
  return out;
}

/** A preset form's messages about its items (`items`, `items.0.qty`...), as one line; null when there are none. */
export function presetItemErrors(errors: Record<string, unknown>): string | null {
  const messages = Object.entries(errors)
    .filter(([path, message]) => (path === 'items' || path.startsWith('items.')) && message)
    .map(([, message]) => String(message));
  return messages.length > 0 ? messages.join(', ') : null;
}
