import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/client';
import { mailOutbox } from '../db/schema';

/**
 * The mail relay: takes due messages from the outbox and hands them to a transport, with retries. With SMTP_URL the
 * transport is SMTP (nodemailer, pooled); without it, the local mailbox: each message is written to
 * DATA_DIR/mail as a .eml file (open it in any mail client) and a .json copy that `npm run -s outbox` prints, so a
 * person trying the product can follow a reset or invitation link while the server holds the embedded database.
 */
export interface MailTransport {
  kind: 'smtp' | 'mailbox';
  deliver(message: { id: number; from: string; to: string; subject: string; text: string; template: string; created_at: Date }): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, { pool: true, maxConnections: 2 } as object);
  return {
    kind: 'smtp',
    async deliver(m) {
      await transporter.sendMail({ from: m.from, to: m.to, subject: m.subject, text: m.text });
    },
    close: () => transporter.close(),
  };
}

export const mailboxDir = (dataDir: string): string => join(dataDir, 'mail');

export function mailboxTransport(dataDir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'mailbox',
    async deliver(m) {
      const dir = mailboxDir(dataDir);
      mkdirSync(dir, { recursive: true });
      const info = (await transporter.sendMail({ from: m.from, to: m.to, subject: m.subject, text: m.text })) as { message: Buffer };
      const base = join(dir, `${String(m.id).padStart(8, '0')}-${m.template}`);
      writeFileSync(`${base}.eml`, info.message, { mode: 0o600 });
      writeFileSync(`${base}.json`, JSON.stringify({ id: m.id, to: m.to, subject: m.subject, template: m.template, created_at: m.created_at, body: m.text }, null, 2), { mode: 0o600 });
    },
    close: () => transporter.close(),
  };
}

/** Tries before a message is given up; the wait after try n is 2^n minutes (1, 2, 4, 8). */
export const MAIL_MAX_ATTEMPTS = 5;
const BATCH = 20;
const CLAIM_MINUTES = 5;

export interface RelayResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * One relay pass. Rows are claimed first (a short update with SKIP LOCKED that sets `claimed_until`), then sent
 * outside any transaction, so a slow SMTP server never holds a lock and two instances never send the same row.
 */
export async function relayMail(db: Queryable, transport: MailTransport, from: string): Promise<RelayResult> {
  const result: RelayResult = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sent_at), isNull(mailOutbox.failed_at), lte(mailOutbox.next_attempt_at, sql`now()`), or(isNull(mailOutbox.claimed_until), lte(mailOutbox.claimed_until, sql`now()`))))
      .orderBy(asc(mailOutbox.next_attempt_at), asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ claimed_until: sql`now() + make_interval(mins => ${CLAIM_MINUTES})` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    if (claimed.length === 0) return result;
    for (const m of claimed) {
      try {
        await transport.deliver({ id: m.id, from, to: m.to, subject: m.subject, text: m.body, template: m.template, created_at: m.created_at });
        await db.update(mailOutbox).set({ sent_at: sql`now()`, attempts: m.attempts + 1, claimed_until: null, last_error: null }).where(eq(mailOutbox.id, m.id));
        result.sent++;
      } catch (err) {
        const attempts = m.attempts + 1;
        const gaveUp = attempts >= MAIL_MAX_ATTEMPTS;
        await db
          .update(mailOutbox)
          .set({
            attempts,
            claimed_until: null,
            last_error: smtpError(err),
            ...(gaveUp ? { failed_at: sql`now()` } : { next_attempt_at: sql`now() + make_interval(mins => ${2 ** (attempts - 1)})` }),
          })
          .where(eq(mailOutbox.id, m.id));
        if (gaveUp) result.failed++;
        else result.retried++;
      }
    }
  }
}

/** What the SMTP server answered (code and response line), never the message: it may carry a patient's name. */
function smtpError(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const parts = [e.code, e.responseCode, typeof e.response === 'string' ? e.response.slice(0, 200) : undefined].filter((p) => p !== undefined && p !== null);
  return parts.length ? parts.join(' ') : String(e.message ?? 'send failed').slice(0, 200);
}
