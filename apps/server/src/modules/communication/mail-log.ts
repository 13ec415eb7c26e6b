import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CommunicationLog } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { mailOutbox, users } from '../../db/schema';
import { containsPattern, countUpTo, rowsOf, type PageWindow } from '../../lib/paging';
import type { LogFilter } from './communication.queries';

/** The company's mails, by the (account, created_at) index; search on the recipient and subject only, never the body. */
function conditions(f: LogFilter): SQL {
  const conds: (SQL | undefined)[] = [eq(mailOutbox.account_id, f.accountId)];
  if (f.dateFrom) conds.push(sql`${mailOutbox.created_at} >= (${f.dateFrom}::date)::timestamp at time zone ${f.timeZone}`);
  if (f.dateTo) conds.push(sql`${mailOutbox.created_at} < (${f.dateTo}::date + 1)::timestamp at time zone ${f.timeZone}`);
  const term = f.search?.trim();
  if (term) conds.push(or(ilike(mailOutbox.to, containsPattern(term)), ilike(mailOutbox.subject, containsPattern(term))));
  return and(...conds)!;
}

export async function findMails(db: Queryable, f: LogFilter, page: PageWindow) {
  const where = conditions(f);
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      template: mailOutbox.template,
      sent_at: mailOutbox.sent_at,
      failed_at: mailOutbox.failed_at,
      created_at: mailOutbox.created_at,
      user_id: mailOutbox.user_id,
      user_name: users.name,
    })
    .from(mailOutbox)
    .leftJoin(users, eq(users.id, mailOutbox.user_id))
    .where(where)
    .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await countUpTo(db, rowsOf(db, mailOutbox, where), page);
  return { rows, total };
}

type MailRow = Awaited<ReturnType<typeof findMails>>['rows'][number];

/** A mail in the communication log's shape: the recipient's address as the "to" party; the user is the addressee. */
export function presentMail(m: MailRow): CommunicationLog {
  return {
    id: m.id,
    channel: 'mail',
    direction: 'outbound',
    from_number: '',
    from_name: '',
    to_number: m.to,
    to_name: m.user_name ?? '',
    started_at: (m.sent_at ?? m.created_at).toISOString(),
    duration_seconds: 0,
    result: m.failed_at ? 'failed' : m.sent_at ? 'sent' : 'queued',
    subject: m.subject,
    user: m.user_id !== null && m.user_name !== null ? { id: m.user_id, name: m.user_name } : null,
    created_at: m.created_at.toISOString(),
  };
}
