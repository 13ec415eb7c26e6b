import { STAFF_ROLE_MARKER, type CurrentUser, type StaffRole } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { findAccount, findUserById, findUserLocations, type UserRow } from './auth.queries';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The `GET /api/user` shape of a user (foundation §3 User), with permissions per location for staff. */
export async function presentCurrentUser(db: Queryable, user: UserRow, scope: CurrentUser['token_scope']): Promise<CurrentUser> {
  // Sequential on purpose: inside a transaction there is one connection, which must not run queries concurrently.
  const account = user.account_id === null ? undefined : await findAccount(db, user.account_id);
  const owner = user.owner_id === null ? undefined : await findUserById(db, user.owner_id);
  const places = await findUserLocations(db, user);
  const staffRoles = user.staff_roles as StaffRole[];
  return {
    id: user.id,
    name: user.name,
    login: user.login,
    email: user.email,
    role: user.role,
    roles: [user.role, ...(user.is_staff ? [STAFF_ROLE_MARKER] : []), ...staffRoles],
    guard_name: 'web',
    is_staff: user.is_staff,
    owner_id: user.owner_id,
    owner_name: owner?.name ?? null,
    staff_roles: staffRoles,
    permissions: user.is_staff ? Object.fromEntries(places.map((p) => [String(p.id), p.permissions])) : {},
    notifications: user.notifications,
    time_zone: user.time_zone,
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    deleted_at: iso(user.deleted_at),
    verified_at: iso(user.verified_at),
    last_login: iso(user.last_login),
    account: account ? { id: account.id, type: account.type, name: account.name } : null,
    locations: places.map((p) => ({ id: p.id, name: p.name })),
    token_scope: scope,
  };
}
