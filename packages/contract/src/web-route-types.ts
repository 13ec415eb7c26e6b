export const LAYOUTS = ['default', 'auth', 'errors', 'doctor-invite', 'simple', 'mobile', 'quiz'] as const;
export type Layout = (typeof LAYOUTS)[number];

export const ROUTE_ROLES = ['public', 'auth', 'invite', 'doctor', 'supplier', 'patient', 'driver'] as const;
export type RouteRole = (typeof ROUTE_ROLES)[number];

/**
 * Route guards (CATALOGUE.md "Conventions (routes)"): `auth`, `role`, `verified-doctor`, `location`,
 * `staff-location`, `guest-only`, `non-staff-supplier`, `supplier-without-staff-role` and `permission:<key>`.
 */
export type RouteGuard =
  | 'auth'
  | 'role'
  | 'verified-doctor'
  | 'location'
  | 'staff-location'
  | 'guest-only'
  | 'non-staff-supplier'
  | 'supplier-without-staff-role'
  | `permission:${string}`;

export interface WebRouteDeclaration {
  name: string;
  /** Spec syntax: `{param}`, `{param?}`, catch-all `{pathMatch*}`. */
  path: string;
  role: RouteRole;
  layout: Layout;
  guards: readonly RouteGuard[];
  title: string;
}
