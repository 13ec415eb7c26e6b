import type { Queryable } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  template: string;
  userId?: number;
  /** The company the mail is sent for: its communication log lists the mail (recipient and subject, never the body). */
  accountId?: number | null;
}

let queued: (() => void) | undefined;

/** Called after each queued message (main.ts asks the relay job to run a few seconds later). */
export function onMailQueued(listener: (() => void) | undefined): void {
  queued = listener;
}

/**
 * Queues a message in the outbox table, in the caller's transaction, so a rolled-back write sends nothing. The
 * relay job (integrations/mail-relay.ts) delivers it: through SMTP when SMTP_URL is set, else to the local mailbox.
 */
export async function queueMail(db: Queryable, message: MailMessage): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ to: message.to, subject: message.subject, body: message.body, template: message.template, user_id: message.userId ?? null, account_id: message.accountId ?? null });
  queued?.();
}
