import type { CommunicationLog, CommunicationLogsQuery, ZoomCallLog } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { callerTimeZone } from '../tasks/calendar';
import { supplierAccountId } from '../tasks/tasks.service';
import { findLogByExternalId, findLogs, insertLogOnce, type LogRow } from './communication.queries';
import { parseZoomCall } from './zoom-call';
import { findMails, presentMail } from './mail-log';

const ZOOM = 'zoom';

function present(row: LogRow): CommunicationLog {
  const l = row.log;
  return {
    id: l.id,
    channel: l.channel,
    direction: l.direction,
    from_number: l.from_number,
    from_name: l.from_name,
    to_number: l.to_number,
    to_name: l.to_name,
    started_at: l.started_at.toISOString(),
    duration_seconds: l.duration_seconds,
    result: l.result,
    subject: null,
    user: l.user_id !== null && row.user_name !== null ? { id: l.user_id, name: row.user_name } : null,
    created_at: l.created_at.toISOString(),
  };
}

/**
 * Stores a call the phone widget reports. Widgets re-send on reconnects and several tabs may report the same
 * call, so the call-log id is unique per company: a repeat answers the stored row and writes nothing.
 */
export async function recordZoomCall(db: Db, actor: Actor, data: ZoomCallLog): Promise<CommunicationLog> {
  const accountId = supplierAccountId(actor);
  const call = parseZoomCall(data);
  return db.transaction(async (tx) => {
    const id = await insertLogOnce(tx, {
      account_id: accountId,
      user_id: actor.userId,
      channel: ZOOM,
      external_id: call.externalId,
      direction: call.direction,
      from_number: call.fromNumber,
      from_name: call.fromName,
      to_number: call.toNumber,
      to_name: call.toName,
      started_at: call.startedAt,
      duration_seconds: call.durationSeconds,
      result: call.result,
      payload: call.payload,
    });
    // Numbers and names stay out of the audit row: it records that a call was logged, not who called.
    if (id !== null)
      await audit(tx, actor, {
        action: 'communication.log',
        entity: 'communication_log',
        entityId: id,
        after: { channel: ZOOM, direction: call.direction },
      });
    return present((await findLogByExternalId(tx, accountId, ZOOM, call.externalId))!);
  });
}

export async function listCommunicationLogs(db: Queryable, actor: Actor, query: CommunicationLogsQuery) {
  const accountId = supplierAccountId(actor);
  const timeZone = await callerTimeZone(db, actor.userId);
  const filter = { accountId, timeZone, direction: query.direction, dateFrom: query.date_from, dateTo: query.date_to, search: query.search };
  if (query.channel === 'mail') {
    const mails = await findMails(db, filter, windowOf(query));
    return { data: mails.rows.map(presentMail), meta: pageMeta(mails.total, query) };
  }
  const { rows, total } = await findLogs(db, filter, windowOf(query));
  return { data: rows.map(present), meta: pageMeta(total, query) };
}
