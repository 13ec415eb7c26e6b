import type { Role } from './roles';
import { ORDER_STATUS_CODES, SHIPPING_STATUS_KEYS } from './statuses';

/**
 * Permission keys of foundation §6. `{status}` stands for an order status code (order keys) or a shipping
 * status key (shipping keys); use `orderPermission` / `shippingPermission` to build concrete keys.
 */
export const PERMISSION_TEMPLATES = [
  'order view {status}',
  'order edit {status}',
  'order notify {status}',
  'shipping view {status}',
  'shipping edit {status}',
  'shipping notify {status}',
  'order create',
  'order archive',
  'order document archive',
  'billing claim create',
  'billing claim view',
  'billing claim notify',
  'billing claim archive',
  'billing eligibility create',
  'billing eligibility view',
  'stock',
  'sku replace',
  'logs',
  'manage tasks',
  'manage notes',
  'manage catalog texts',
  'commons qty change',
  'satisfaction',
  'patient_insurance delete',
  // `hr` is used by the Employees menu and routes as a keyword permission (CATALOGUE ambiguity 8).
  'hr',
] as const;
export type PermissionTemplate = (typeof PERMISSION_TEMPLATES)[number];

export type OrderPermissionVerb = 'view' | 'edit' | 'notify';
export const orderPermission = (verb: OrderPermissionVerb, status: number): string => `order ${verb} ${status}`;
export const shippingPermission = (verb: OrderPermissionVerb, status: string): string => `shipping ${verb} ${status}`;

/** Every concrete key a staff member can be granted: templates expanded over the status catalogues. */
export const ALL_PERMISSION_KEYS: readonly string[] = PERMISSION_TEMPLATES.flatMap((t) => {
  if (t.startsWith('order ') && t.endsWith('{status}')) {
    return ORDER_STATUS_CODES.map((code) => t.replace('{status}', String(code)));
  }
  if (t.startsWith('shipping ')) return SHIPPING_STATUS_KEYS.map((key) => t.replace('{status}', key));
  return [t];
});

/** What `can` needs to know about the actor. Permissions are kept per location id (foundation §6). */
export interface PermissionActor {
  role: Role;
  is_staff: boolean;
  permissions: Readonly<Record<string, readonly string[]>>;
}

const firstWord = (s: string): string => s.trim().split(/\s+/, 1)[0] ?? '';

/** Doctors and non-staff users (owners of their account) hold every permission everywhere. */
export const passesEveryCheck = (actor: Pick<PermissionActor, 'role' | 'is_staff'>): boolean => actor.role === 'doctor' || !actor.is_staff;

/**
 * The spec's permission rule (foundation §6): doctors and non-staff users pass every check; staff pass when
 * they hold the key at the location, or when the key is a single keyword that matches the first word of one
 * of their permissions there (`order` passes for a holder of `order view 10`). Staff without a location hold
 * nothing.
 */
export function can(actor: PermissionActor, key: string, locationId: number | string | null | undefined): boolean {
  if (passesEveryCheck(actor)) return true;
  if (locationId === null || locationId === undefined) return false;
  const held = actor.permissions[String(locationId)] ?? [];
  const wanted = key.trim();
  if (held.includes(wanted)) return true;
  if (/\s/.test(wanted)) return false;
  return held.some((p) => firstWord(p) === wanted);
}
