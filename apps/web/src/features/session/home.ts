import { href, type Role, type WebRouteName } from '@dme/contract';

/** `{role}.dashboard` of every role. */
export const DASHBOARD_ROUTES: Readonly<Record<Role, WebRouteName>> = {
  doctor: 'doctor.dashboard',
  supplier: 'supplier.dashboard',
  patient: 'patient.dashboard',
  driver: 'driver.dashboard',
};

/** `{role}.profile`; drivers have none in the route table. */
export const PROFILE_ROUTES: Readonly<Record<Role, WebRouteName | null>> = {
  doctor: 'doctor.profile',
  supplier: 'supplier.profile',
  patient: 'patient.profile',
  driver: null,
};

/** The signed-in user's home: their role's dashboard. */
export function homeOf(user: { role: Role }): string {
  return href(DASHBOARD_ROUTES[user.role]);
}
