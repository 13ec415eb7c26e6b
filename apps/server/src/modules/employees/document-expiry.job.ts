import { and, eq, isNull, sql } from 'drizzle-orm';
import { DOCUMENT_WARNING_DAYS } from '@dme/contract';
import type { Db } from '../../db/client';
import { employeeDocuments, users } from '../../db/schema';
import type { JobDefinition } from '../../jobs/runner';
import { accountDay } from '../../lib/calendar-day';
import { notifyUser } from '../notifications/notifications.service';

export const DOCUMENT_EXPIRY = 'employees.document-expiry';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * Warns once per expiry date, DOCUMENT_WARNING_DAYS before a licence or certification lapses (or at once when it is
 * uploaded already inside that window): the employee and the company's owners get a notification that opens the
 * employee's documents. "Today" is the company's calendar day; the flag on the row (`expiry_warned_for`) keeps a
 * second pass, or a second instance, from warning again, and a renewed document with a new date is warned anew.
 * Answers how many documents were warned.
 */
export async function warnLapsingDocuments(db: Db): Promise<number> {
  // A generous first cut in UTC days; each company's own day decides below.
  const candidates = await db
    .select({ id: employeeDocuments.id, account_id: employeeDocuments.account_id })
    .from(employeeDocuments)
    .where(
      and(
        isNull(employeeDocuments.deleted_at),
        sql`${employeeDocuments.expires_on} <= current_date + ${DOCUMENT_WARNING_DAYS + 1}::int`,
        sql`${employeeDocuments.expiry_warned_for} is distinct from ${employeeDocuments.expires_on}`,
      ),
    );
  const days = new Map<number, string>();
  let warned = 0;
  for (const candidate of candidates) {
    if (!days.has(candidate.account_id)) days.set(candidate.account_id, await accountDay(db, candidate.account_id));
    const today = days.get(candidate.account_id)!;
    warned += await db.transaction(async (tx) => {
      // Locked and read again: another instance may have warned it meanwhile (skip rather than wait).
      const [doc] = await tx
        .select()
        .from(employeeDocuments)
        .where(and(eq(employeeDocuments.id, candidate.id), isNull(employeeDocuments.deleted_at), sql`${employeeDocuments.expiry_warned_for} is distinct from ${employeeDocuments.expires_on}`))
        .for('update', { skipLocked: true });
      if (!doc?.expires_on) return 0;
      const daysLeft = daysBetween(today, doc.expires_on);
      if (daysLeft > DOCUMENT_WARNING_DAYS) return 0;
      const [employee] = await tx.select({ name: users.name, blocked_at: users.blocked_at }).from(users).where(eq(users.id, doc.user_id));
      const owners = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.account_id, doc.account_id), eq(users.role, 'supplier'), eq(users.is_staff, false), isNull(users.blocked_at)));
      const when = daysLeft < 0 ? `expired on ${doc.expires_on}` : daysLeft === 0 ? 'expires today' : `expires in ${daysLeft} day${daysLeft === 1 ? '' : 's'} (${doc.expires_on})`;
      const notice = { title: `${doc.title} ${when}`, level: daysLeft < 0 ? ('error' as const) : ('warning' as const), link: `/supplier/employees/profile/${doc.user_id}/documents` };
      for (const owner of owners) await notifyUser(tx, owner.id, { ...notice, message: `${employee?.name ?? 'An employee'}: renew it and upload the new document.` });
      // The employee hears it too (not a blocked one), without a link to a screen their permissions may not open.
      if (employee && !employee.blocked_at && !owners.some((o) => o.id === doc.user_id)) {
        await notifyUser(tx, doc.user_id, { title: notice.title, level: notice.level, message: 'Your company keeps a copy: bring the renewed one to your manager.' });
      }
      await tx.update(employeeDocuments).set({ expiry_warned_for: doc.expires_on }).where(eq(employeeDocuments.id, doc.id));
      return 1;
    });
  }
  return warned;
}

/** Hourly, so each company is warned early in its own morning whatever its time zone. */
export function documentExpiryJob(db: Db, log: (entry: object) => void): JobDefinition {
  return {
    name: DOCUMENT_EXPIRY,
    cron: '7 * * * *',
    retryLimit: 1,
    async run() {
      const warned = await warnLapsingDocuments(db);
      if (warned) log({ warned });
    },
  };
}
