import { ORDER_STATUSES, PERMISSION_TEMPLATES, SHIPPING_STATUS_KEYS, shippingStatusName } from '@dme/contract';

export const VERBS = ['view', 'edit', 'notify'] as const;

/** Rows of the grid's two status tables: one row per status, a key per verb. */
export const ORDER_ROWS = ORDER_STATUSES.filter((s) => s.code !== 0).map((s) => ({
  label: s.code === 1 ? 'Draft' : s.name,
  code: String(s.code),
  key: (verb: string) => `order ${verb} ${s.code}`,
}));
export const SHIPPING_ROWS = SHIPPING_STATUS_KEYS.map((k) => ({ label: shippingStatusName(k), code: k, key: (verb: string) => `shipping ${verb} ${k}` }));

/** Keys without a status: one checkbox each. */
export const OTHER_KEYS: readonly string[] = PERMISSION_TEMPLATES.filter((t) => !t.includes('{status}'));

const OTHER_LABELS: Record<string, string> = { hr: 'HR (employees)', logs: 'Logs', stock: 'Stock', satisfaction: 'Satisfaction charts' };
export const otherKeyLabel = (key: string) => OTHER_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
