import type { Queryable } from '../db/client';
import { auditLogs } from '../db/schema';
import type { Actor } from '../http/actor';
import { recordAutoTracking } from './auto-tracking';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: number | null;
  before?: unknown;
  after?: unknown;
  /** For writes by anonymous callers (password reset): the user concerned. */
  userId?: number | null;
  accountId?: number | null;
  requestId?: string;
  /** For anonymous callers (sign-in): the request's address; an actor carries its own. */
  ip?: string | null;
}

/** Records one write; call it inside the same transaction as the write itself (ARCHITECTURE rule 6). */
export async function audit(db: Queryable, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    account_id: entry.accountId ?? actor?.accountId ?? null,
    user_id: entry.userId ?? actor?.userId ?? null,
    staff_id: actor?.actingStaffId ?? null,
    location_id: actor?.locationId ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    request_id: entry.requestId ?? actor?.requestId ?? null,
    ip: entry.ip ?? actor?.ip ?? null,
  });
  // Tracking actions the company defined for this event (lib/auto-tracking.ts).
  await recordAutoTracking(db, actor, entry);
}
