import { z } from 'zod';
import { ACCOUNT_TYPES, ROLES, STAFF_ROLES } from '../roles';
import { TEMPORARY_SCOPES } from '../endpoint';

export const accountSummary = z.object({ id: z.number(), type: z.enum(ACCOUNT_TYPES), name: z.string() });

export const userLocation = z.object({ id: z.number(), name: z.string() });

/** The signed-in user as `GET /api/user` returns it (foundation §3 User). */
export const currentUser = z.object({
  id: z.number(),
  name: z.string(),
  login: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  roles: z.array(z.string()),
  guard_name: z.string(),
  is_staff: z.boolean(),
  owner_id: z.number().nullable(),
  /** For staff: the owner's name ("the current staff member is known together with the owner's name"). */
  owner_name: z.string().nullable(),
  staff_roles: z.array(z.enum(STAFF_ROLES)),
  /** Permission keys per location id. */
  permissions: z.record(z.string(), z.array(z.string())),
  notifications: z.record(z.string(), z.boolean()),
  time_zone: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  verified_at: z.string().nullable(),
  last_login: z.string().nullable(),
  account: accountSummary.nullable(),
  /** Locations (doctor offices or supplier departments) the user may act at. */
  locations: z.array(userLocation),
  /** `main` for a normal session, else the scope of the temporary token in use. */
  token_scope: z.enum(['main', ...TEMPORARY_SCOPES]),
});
export type CurrentUser = z.infer<typeof currentUser>;
