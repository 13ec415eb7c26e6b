import { redirect, type LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { can, href, logout, STAFF_ROLE_MARKER, type CurrentUser, type RouteGuard, type WebRouteDeclaration } from '@dme/contract';
import { currentUserQueryOptions } from '../../features/auth';
import { call } from '../../lib/http';
import { notify } from '../../lib/notify';
import { rememberReturnUrl } from '../../lib/return-url';
import { session } from '../../lib/session';
import { GUARD_MESSAGES } from './messages';
import { homeOf } from '../../features/session';

/**
 * Guards of the web app: the contract's route guards plus `invite-flow`, which the wizard routes get here
 * ("a verified doctor who opens invite routes is sent to the dashboard", foundation §4): the route table gives
 * them only `auth`, since their visitors hold a temporary token.
 */
export type WebGuard = RouteGuard | 'invite-flow';

export interface GuardContext {
  /** URL being opened. */
  url: URL;
  /** Declaration of the screen being opened. */
  route: WebRouteDeclaration;
  /** The user of the token in use, fetched once and cached; null when signed out or the token is refused. */
  user: () => Promise<CurrentUser | null>;
}

/** Where a refused visitor goes instead, what they are told, and whether they are signed out first. */
export interface GuardRefusal {
  to: string;
  warning?: string;
  logout?: boolean;
}

/** A guard answers a refusal, or null to let the visitor through. */
export type GuardCheck = (context: GuardContext) => Promise<GuardRefusal | null>;

const forbidden = (user: CurrentUser): GuardRefusal => ({ to: homeOf(user), warning: GUARD_MESSAGES.forbidden });

/** Checks that only look at a known user; `null` user means the `auth` guard already let a token through. */
const withUser =
  (check: (user: CurrentUser, context: GuardContext) => GuardRefusal | null): GuardCheck =>
  async (context) => {
    const user = await context.user();
    return user ? check(user, context) : null;
  };

const isDoctorInInvitation = (user: CurrentUser) => user.role === 'doctor' && user.verified_at === null;

export const guardChecks: { readonly [G in Exclude<WebGuard, `permission:${string}`>]: GuardCheck } = {
  // Any token counts: the invitation steps run on a temporary token.
  auth: async ({ url, user }) => {
    if (await user()) return null;
    rememberReturnUrl(url.pathname + url.search + url.hash);
    return { to: href('auth.login') };
  },
  // "An already authenticated user who opens either is sent to the welcome page" (main token only).
  'guest-only': async ({ user }) => ((await user())?.token_scope === 'main' ? { to: href('welcome') } : null),
  // Doctor routes need the doctor role, and so on; other roles go to the welcome page.
  role: withUser((user, { route }) => (route.role === user.role ? null : { to: href('welcome') })),
  // An unverified doctor holding an invitation token continues the wizard; otherwise is signed out.
  'verified-doctor': withUser((user) => {
    if (!isDoctorInInvitation(user)) return null;
    if (session.getState().tempToken !== null) return { to: href('invite-doctor.hello') };
    return { to: href('auth.login'), warning: GUARD_MESSAGES.completeVerifying, logout: true };
  }),
  'invite-flow': withUser((user) => (user.role === 'doctor' && user.verified_at !== null ? { to: href('doctor.dashboard') } : null)),
  // A doctor (or doctor staff) with no location at all goes to the dashboard, where locations are set.
  location: withUser((user) =>
    user.role === 'doctor' && user.locations.length === 0 ? { to: homeOf(user), warning: GUARD_MESSAGES.setLocation } : null,
  ),
  // Staff must choose today's location first (the chooser is in the header of the dashboard).
  'staff-location': withUser((user) =>
    user.is_staff && session.locationId() === null ? { to: homeOf(user), warning: GUARD_MESSAGES.chooseLocation } : null,
  ),
  'non-staff-supplier': withUser((user) => (user.role === 'supplier' && !user.is_staff ? null : forbidden(user))),
  'supplier-without-staff-role': withUser((user) =>
    user.role === 'supplier' && !user.roles.includes(STAFF_ROLE_MARKER) ? null : forbidden(user),
  ),
};

/** `permission:<key>`: the contract's `can()` at the location chosen for today. */
const permissionCheck =
  (key: string): GuardCheck =>
  withUser((user) => (can(user, key, session.locationId()) ? null : forbidden(user)));

export function checkFor(guard: WebGuard): GuardCheck | undefined {
  if (guard.startsWith('permission:')) return permissionCheck(guard.slice('permission:'.length));
  return guardChecks[guard as keyof typeof guardChecks];
}

export function missingGuards(guards: readonly WebGuard[]): WebGuard[] {
  return guards.filter((guard) => !checkFor(guard));
}

/** The route's own guards, plus the web-only ones (see `WebGuard`). */
export function effectiveGuards(route: WebRouteDeclaration): WebGuard[] {
  return route.layout === 'doctor-invite' ? [...route.guards, 'invite-flow'] : [...route.guards];
}

/** Signs out: the token is revoked on the server (best effort) and every store is reset. */
function signOut(): void {
  const token = session.bearer();
  session.clear();
  if (token) void call(logout, { token, skipErrorAlert: true }).catch(() => undefined);
}

/** Runs the guards in order and answers the first refusal (null when all let the visitor through). */
export async function runGuards(guards: readonly WebGuard[], context: GuardContext): Promise<GuardRefusal | null> {
  for (const guard of guards) {
    const check = checkFor(guard);
    if (!check) throw new Error(`Guard "${guard}" is not implemented`);
    const refusal = await check(context);
    if (refusal) return refusal;
  }
  return null;
}

export interface GuardDeps {
  queryClient: QueryClient;
}

/** Guards are decided in loaders, so a screen never renders before its access check. */
export function createGuardLoader(route: WebRouteDeclaration, { queryClient }: GuardDeps): LoaderFunction {
  const guards = effectiveGuards(route);
  return async ({ request }) => {
    const user = async () => {
      const bearer = session.bearer();
      if (bearer === null) return null;
      try {
        return await queryClient.ensureQueryData(currentUserQueryOptions(bearer));
      } catch {
        return null;
      }
    };
    const refusal = await runGuards(guards, { url: new URL(request.url), route, user });
    if (!refusal) return null;
    if (refusal.logout) signOut();
    if (refusal.warning) notify.warning(refusal.warning, { id: `guard:${refusal.warning}` });
    throw redirect(refusal.to);
  };
}
