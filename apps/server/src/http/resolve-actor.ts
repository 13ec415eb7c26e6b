import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@dme/contract';
import type { Queryable } from '../db/client';
import { AppError, unauthenticated } from '../lib/app-error';
import { BLOCKED_MESSAGE } from '@dme/contract';
import { findActiveToken, findStaffOfAccount, isTokenOfBlockedUser, type ActiveToken } from '../modules/auth/auth.queries';
import { hashOfBearer } from '../modules/auth/tokens';
import type { Actor } from './actor';
import type { ActorCache } from './actor-cache';

function headerId(req: FastifyRequest, name: string): number | null | 'invalid' {
  const raw = req.headers[name];
  if (raw === undefined || raw === '' || raw === 'null') return null;
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n > 0 ? n : 'invalid';
}

/** The token's row, from the cache of callers when it holds it (only live tokens are kept). */
async function activeToken(db: Queryable, hash: string, callers: ActorCache<ActiveToken> | undefined): Promise<ActiveToken | undefined> {
  const cached = callers?.get(hash);
  if (cached) return cached;
  const mark = callers?.mark() ?? 0;
  const found = await findActiveToken(db, hash);
  if (found && callers) callers.set(hash, found, mark, found.token.expires_at.getTime());
  return found;
}

/**
 * Resolves the caller from the bearer token: null without one; 401 for an unknown, revoked or expired one.
 * X-Location-Id must be one of the caller's locations and X-Staff-Id a staff member of the caller's account.
 */
export async function resolveActor(db: Queryable, req: FastifyRequest, callers?: ActorCache<ActiveToken>): Promise<Actor | null> {
  const header = req.headers.authorization;
  if (!header) return null;
  const bearer = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  const hash = bearer ? hashOfBearer(bearer) : null;
  if (!hash) throw unauthenticated();
  const found = await activeToken(db, hash, callers);
  if (!found) {
    if (await isTokenOfBlockedUser(db, hash)) throw new AppError('unauthenticated', BLOCKED_MESSAGE);
    throw unauthenticated();
  }
  const { token, user } = found;

  // The token's statement brings the places too (one round trip per request instead of two).
  const { places } = found;
  const locationIds = places.map((p) => p.id);
  const locationId = headerId(req, 'x-location-id');
  if (locationId === 'invalid' || (locationId !== null && !locationIds.includes(locationId))) {
    throw new AppError('forbidden', 'The chosen location does not belong to your account.');
  }
  let actingStaffId = headerId(req, 'x-staff-id');
  if (actingStaffId === 'invalid') throw new AppError('forbidden', 'The staff member does not belong to your account.');
  if (actingStaffId === user.id) actingStaffId = null;
  if (actingStaffId !== null && (user.account_id === null || !(await findStaffOfAccount(db, actingStaffId, user.account_id)))) {
    throw new AppError('forbidden', 'The staff member does not belong to your account.');
  }

  return {
    userId: user.id,
    tokenId: token.id,
    scope: token.scope as Actor['scope'],
    role: user.role,
    isStaff: user.is_staff,
    verified: user.role !== 'doctor' || user.verified_at !== null,
    accountId: user.account_id,
    ownerId: user.owner_id,
    staffRoles: user.staff_roles as StaffRole[],
    permissions: user.is_staff ? Object.fromEntries(places.map((p) => [String(p.id), p.permissions])) : {},
    locationIds,
    locationId,
    actingStaffId,
    ip: req.ip ?? null,
    requestId: String(req.id),
  };
}
