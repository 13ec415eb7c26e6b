/**
 * Outgoing payload helpers (foundation §5) for the http client's post and put bodies.
 * Only arrays and plain objects are walked: FormData, Blob/File, Date and other class instances pass untouched.
 * Neither function mutates its input.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function mapDeep(value: unknown, entry: (key: string, item: unknown) => [keep: boolean, item: unknown]): unknown {
  if (Array.isArray(value)) return value.map((item) => mapDeep(item, entry));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const [keep, next] = entry(key, item);
    if (keep) out[key] = mapDeep(next, entry);
  }
  return out;
}

/** Removes every key starting with an underscore (client-only state), at any depth. */
export function cleanPayload<T>(value: T): T {
  return mapDeep(value, (key, item) => [!key.startsWith('_'), item]) as T;
}

export const DEFAULT_OPTION_VALUE = 'default';
/** Keys whose "default" choice means "none" to the server. */
export const NULLABLE_DEFAULT_KEYS = ['warehouse', 'warehouse_id', 'type'] as const;

/** Warehouse and type values equal to "default" are sent as null (foundation §5), at any depth. */
export function nullifyDefaults<T>(value: T, keys: readonly string[] = NULLABLE_DEFAULT_KEYS): T {
  return mapDeep(value, (key, item) => [true, keys.includes(key) && item === DEFAULT_OPTION_VALUE ? null : item]) as T;
}
