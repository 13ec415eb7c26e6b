import type { Actor } from '../../http/actor';
import { forbidden } from '../../lib/app-error';

/**
 * The supplier company a caller belongs to. Every query of the supplier-side modules is scoped by it; writes to
 * the company's own settings (profile, departments, documents, payers) are declared `nonStaffOnly`, so only the
 * owner reaches them: staff work inside the company, they do not reshape it.
 */
export function companyOf(actor: Actor): number {
  if (actor.role !== 'supplier' || actor.accountId === null) throw forbidden('Your user does not belong to a supplier company.');
  return actor.accountId;
}

/** Who sees colleagues' permission keys: the owner, and staff with the hr staff role (they run Employees). */
export const canSeeStaffPermissions = (actor: Actor): boolean => !actor.isStaff || actor.staffRoles.includes('hr');
