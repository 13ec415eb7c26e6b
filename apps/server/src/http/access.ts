import { can, type EndpointDeclaration } from '@dme/contract';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';
import type { Actor } from './actor';

/** Refuses a declaration whose access rule is missing or malformed: such a server must not boot. */
export function assertAccessDeclared(e: EndpointDeclaration): void {
  const a = (e as { access?: unknown }).access;
  const ok =
    a === 'public' ||
    a === 'authenticated' ||
    (typeof a === 'object' && a !== null && Array.isArray((a as { roles?: unknown }).roles) && (a as { roles: unknown[] }).roles.length > 0);
  if (!ok) throw new Error(`Endpoint ${e.method} ${e.path} declares no access rule; refusing to boot.`);
}

/**
 * The declared access check, run before every handler. Keys containing `{status}` depend on the record and
 * are checked by the service once it has loaded it.
 */
export function checkAccess(e: EndpointDeclaration, actor: Actor | null): void {
  if (e.access === 'public') return;
  if (!actor) throw unauthenticated();
  if (actor.scope !== 'main' && !(e.temporary ?? []).includes(actor.scope)) {
    throw new AppError('forbidden', 'This action needs a full sign-in.');
  }
  if (e.access === 'authenticated') return;
  if (!e.access.roles.includes(actor.role)) throw forbidden();
  // An unverified doctor may only finish the invitation (foundation §4 Access states); the web guard says the same.
  if (!actor.verified && !(e.temporary ?? []).includes('invite')) throw new AppError('forbidden', 'You have to complete verifying');
  if (e.access.nonStaffOnly && actor.isStaff) throw forbidden();
  if (e.access.staffRole && actor.isStaff && !actor.staffRoles.includes(e.access.staffRole)) throw forbidden();
  const key = e.access.permission;
  if (key && !key.includes('{') && !can(toPermissionActor(actor), key, actor.locationId)) throw forbidden();
}

export const toPermissionActor = (actor: Actor) => ({ role: actor.role, is_staff: actor.isStaff, permissions: actor.permissions });

/** For services: the `{status}` keys and any other check decided from the record. */
export function requirePermission(actor: Actor, key: string): void {
  if (!can(toPermissionActor(actor), key, actor.locationId)) throw forbidden();
}
