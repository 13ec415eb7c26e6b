import type { Queryable } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  template: string;
  userId?: number;
}

/**
 * Queues a message in the outbox table, in the caller's transaction, so a rolled-back write sends nothing.
 * The outbox is the delivery mechanism of the embedded setup; a relay to SMTP would read and mark it.
 */
export async function queueMail(db: Queryable, message: MailMessage): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ to: message.to, subject: message.subject, body: message.body, template: message.template, user_id: message.userId ?? null });
}
