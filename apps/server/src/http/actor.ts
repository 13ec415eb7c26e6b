import type { Role, StaffRole, TemporaryScope } from '@dme/contract';

/** The caller, resolved from the bearer token and checked headers; every query is scoped by it. */
export interface Actor {
  userId: number;
  tokenId: number;
  /** `main`, or the scope of the temporary token in use. */
  scope: 'main' | TemporaryScope;
  role: Role;
  isStaff: boolean;
  /** Doctors only: false until the invitation wizard is finished (`verified_at`). Others: true. */
  verified: boolean;
  accountId: number | null;
  ownerId: number | null;
  staffRoles: StaffRole[];
  /** Permission keys per location id (staff only; empty for everyone else). */
  permissions: Record<string, string[]>;
  /** Locations the caller may act at. */
  locationIds: number[];
  /** X-Location-Id, checked against `locationIds`. */
  locationId: number | null;
  /** X-Staff-Id when acting for a colleague, checked to be a staff member of the same account. */
  actingStaffId: number | null;
  /**
   * The request's address and id, for the audit trail (lib/audit.ts). Carried here rather than in an
   * AsyncLocalStorage: an active one turns on promise hooks for every await of every request (about a tenth of the
   * lists' throughput, bench/lists.ts). Null for actors made outside a request (jobs, seeds, link signers).
   */
  ip: string | null;
  requestId: string | null;
}
