import { DELIVERED_STATUSES, type AutoTrackingEvent } from '@dme/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import type { Actor } from '../http/actor';

/**
 * The product's own tracking: an audit entry that is one of AUTO_TRACKING_EVENTS records the company's action for
 * that event (if it defined one) for the person who did it. Called from `audit()`, the one place every write passes,
 * so no service records tracking itself; it runs in the write's transaction, so a rolled-back write records nothing.
 */
export function autoEventOf(action: string, after: unknown): AutoTrackingEvent | null {
  switch (action) {
    case 'order.create':
      return 'order.created';
    case 'order.status':
      return 'order.status';
    case 'note.create':
      return 'note.created';
    case 'communication.log':
      return 'communication.logged';
    case 'suborder.status': {
      const status = (after as { status?: unknown } | null)?.status;
      return typeof status === 'string' && (DELIVERED_STATUSES as readonly string[]).includes(status) ? 'suborder.delivered' : null;
    }
    default:
      return null;
  }
}

export async function recordAutoTracking(
  db: Queryable,
  actor: Actor | null,
  entry: { action: string; entity: string; entityId?: number | null; after?: unknown; accountId?: number | null },
): Promise<void> {
  const event = autoEventOf(entry.action, entry.after);
  const accountId = entry.accountId ?? actor?.accountId ?? null;
  if (!event || !actor || accountId === null) return;
  // The colleague acted for (X-Staff-Id) did the work, not the signed-in account.
  const userId = actor.actingStaffId ?? actor.userId;
  await db.execute(sql`
    insert into tracking_records (account_id, user_id, action_id, amount, source, entity, entity_id)
    select ${accountId}, ${userId}, a.id, a.amount, 'auto', ${entry.entity}, ${entry.entityId ?? null}
      from tracking_actions a
     where a.account_id = ${accountId} and a.auto_event = ${event} and a.deleted_at is null and a.is_active`);
}
