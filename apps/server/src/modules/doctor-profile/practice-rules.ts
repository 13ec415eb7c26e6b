import type { Actor } from '../../http/actor';
import { AppError, forbidden } from '../../lib/app-error';

/**
 * Who may change a practice's profile and offices: only its owner, the prescriber. Doctor staff (including
 * agents) work at the offices and read them, but the practice's identity, contact details and addresses are
 * the prescriber's to set; staff writes answer 403.
 */
export function assertPracticeOwner(actor: Actor): number {
  const accountId = practiceAccountId(actor);
  if (actor.isStaff) throw forbidden('Only the practice owner can change this.');
  return accountId;
}

/** The caller's practice; a doctor user outside any practice has nothing to read or write here. */
export function practiceAccountId(actor: Actor): number {
  if (actor.accountId === null) throw new AppError('forbidden', 'Your user does not belong to a practice.');
  return actor.accountId;
}

/** The prescriber whose profile the caller sees: themself, or for staff the owner they work for. */
export const practiceOwnerId = (actor: Actor): number => (actor.isStaff && actor.ownerId !== null ? actor.ownerId : actor.userId);
