import { csvLine, type ActivityLogEntry, type ActivityLogFilters, type ActivityLogOptions, type ActivityLogQuery, type TableExportBody } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { COUNT_CAP, pageMeta, windowOf } from '../../lib/paging';
import { callerTimeZone } from '../tasks/calendar';
import { findActivity, findCompanyUsers, findDistinct, type ActivityFilter, type ActivityRow } from './activity-log.queries';
import { changesOf, patientOf } from './redact';

function companyOf(actor: Actor): number {
  if (actor.accountId === null) throw new AppError('forbidden', 'Your user does not belong to a company.');
  return actor.accountId;
}

export function presentActivity(row: ActivityRow): ActivityLogEntry {
  const l = row.log;
  return {
    id: l.id,
    created_at: l.created_at.toISOString(),
    action: l.action,
    entity: l.entity,
    entity_id: l.entity_id,
    patient_id: patientOf(l.entity, l.entity_id, l.before, l.after),
    user: l.user_id !== null ? { id: l.user_id, name: row.user_name ?? `User #${l.user_id}` } : null,
    staff: l.staff_id !== null ? { id: l.staff_id, name: row.staff_name ?? `User #${l.staff_id}` } : null,
    ip: l.ip,
    changes: changesOf(l.before, l.after),
  };
}

async function filterOf(db: Queryable, actor: Actor, q: ActivityLogFilters): Promise<ActivityFilter> {
  return {
    accountId: companyOf(actor),
    timeZone: await callerTimeZone(db, actor.userId),
    userId: q.user_id,
    entity: q.entity,
    action: q.action,
    dateFrom: q.date_from,
    dateTo: q.date_to,
  };
}

export async function listActivity(db: Queryable, actor: Actor, q: ActivityLogQuery) {
  const { rows, total } = await findActivity(db, await filterOf(db, actor, q), windowOf(q), q.sortType);
  return { data: rows.map(presentActivity), meta: pageMeta(total, q) };
}

export async function activityOptions(db: Queryable, actor: Actor): Promise<ActivityLogOptions> {
  const accountId = companyOf(actor);
  const [users, entities, actions] = await Promise.all([
    findCompanyUsers(db, accountId),
    findDistinct(db, accountId, 'entity'),
    findDistinct(db, accountId, 'action'),
  ]);
  return { users, entities, actions };
}

const HEADER = ['time', 'user', 'acting_for', 'ip', 'action', 'entity', 'record_id', 'patient_id', 'changes'];

/** "status: 5 -> 10; dob (hidden)": values only where the screen shows them. */
export function changesText(entry: ActivityLogEntry): string {
  return entry.changes
    .map((c) => (c.hidden ? `${c.field} (hidden)` : `${c.field}: ${JSON.stringify(c.before)} -> ${JSON.stringify(c.after)}`))
    .join('; ');
}

/**
 * The filtered log as CSV (the newest COUNT_CAP rows), and a row on the log saying who exported what: written in
 * the same transaction as the read, so an export that is answered is an export that is logged.
 */
export async function exportActivity(db: Db, actor: Actor, q: ActivityLogFilters): Promise<{ csv: string; filename: string }> {
  return db.transaction(async (tx) => {
    const filter = await filterOf(tx, actor, q);
    const { rows } = await findActivity(tx, filter, { limit: COUNT_CAP, offset: 0 });
    const entries = rows.map(presentActivity);
    const lines = entries.map((e) => [
      e.created_at,
      e.user?.name ?? 'System',
      e.staff?.name ?? '',
      e.ip ?? '',
      e.action,
      e.entity,
      e.entity_id ?? '',
      e.patient_id ?? '',
      changesText(e),
    ]);
    await audit(tx, actor, {
      action: 'activity_log.export',
      entity: 'activity_log',
      after: { rows: entries.length, user_id: q.user_id ?? null, entity: q.entity ?? null, action: q.action ?? null, date_from: q.date_from ?? null, date_to: q.date_to ?? null },
    });
    const csv = [HEADER, ...lines].map(csvLine).join('\r\n') + '\r\n';
    return { csv: `\uFEFF${csv}`, filename: `activity-log-${filter.dateFrom ?? 'all'}-${filter.dateTo ?? 'now'}.csv` };
  });
}

/** A table the caller exported in the browser: which one and how many rows (never the rows). */
export async function recordExport(db: Db, actor: Actor, body: TableExportBody): Promise<void> {
  await db.transaction(async (tx) => {
    await audit(tx, actor, { action: 'table.export', entity: 'export', after: { table: body.table, rows: body.rows } });
  });
}
