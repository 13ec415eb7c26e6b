import type { MessageText, MessageTextBody, MessageTextPreview } from '@dme/contract';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from '../../db/client';
import { accounts, messageTexts, orders, patients, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/app-error';
import { SUPPLIER_VISIBLE_FROM } from '../orders/order-scope';
import { catalogueText, fill, placeholdersIn, TEXT_CATALOGUE, type CatalogueText, type TextKey } from './text-catalogue';
import { companyOf } from './tags.service';

type Override = typeof messageTexts.$inferSelect;

function present(t: CatalogueText, own: Override | undefined): MessageText {
  return {
    id: t.id,
    key: t.key,
    name: t.name,
    channel: t.channel,
    recipient: t.recipient,
    subject: own?.subject ?? t.subject,
    body: own?.body ?? t.body,
    placeholders: Object.entries(t.placeholders).map(([name, description]) => ({ name, description })),
    required: t.required,
    default_subject: t.subject,
    default_body: t.body,
    is_custom: own !== undefined,
    updated_at: own?.updated_at.toISOString() ?? null,
  };
}

const overridesOf = (db: Queryable, accountId: number) => db.select().from(messageTexts).where(eq(messageTexts.account_id, accountId));

export async function listMessageTexts(db: Queryable, actor: Actor): Promise<MessageText[]> {
  const own = await overridesOf(db, companyOf(actor));
  return TEXT_CATALOGUE.map((t) => present(t, own.find((o) => o.key === t.key)));
}

function textOr404(id: number): CatalogueText {
  const t = TEXT_CATALOGUE.find((c) => c.id === id);
  if (!t) throw notFound('Text');
  return t;
}

/** 422 naming every unknown placeholder, per field, and any required one the body dropped. */
export function checkPlaceholders(t: CatalogueText, body: MessageTextBody): void {
  const errors: Record<string, string[]> = {};
  for (const field of ['subject', 'body'] as const) {
    const unknown = placeholdersIn(body[field]).filter((p) => !(p in t.placeholders));
    if (unknown.length) errors[field] = [`Unknown placeholder ${unknown.map((p) => `{${p}}`).join(', ')}. Use ${Object.keys(t.placeholders).map((p) => `{${p}}`).join(', ')}.`];
  }
  const missing = t.required.filter((p) => !placeholdersIn(body.body).includes(p));
  if (missing.length) (errors.body ??= []).push(`The text must contain ${missing.map((p) => `{${p}}`).join(', ')}.`);
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('validation', first, errors);
}

export async function updateMessageText(db: Db, actor: Actor, id: number, body: MessageTextBody): Promise<MessageText> {
  const accountId = companyOf(actor);
  const t = textOr404(id);
  checkPlaceholders(t, body);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(messageTexts).where(and(eq(messageTexts.account_id, accountId), eq(messageTexts.key, t.key)));
    const [row] = await tx
      .insert(messageTexts)
      .values({ account_id: accountId, key: t.key, subject: body.subject, body: body.body, updated_by: actor.userId })
      .onConflictDoUpdate({
        target: [messageTexts.account_id, messageTexts.key],
        set: { subject: body.subject, body: body.body, updated_by: actor.userId, updated_at: sql`now()` },
      })
      .returning();
    await audit(tx, actor, {
      action: 'message_text.update',
      entity: 'message_text',
      entityId: row!.id,
      before: before ? { subject: before.subject, body: before.body } : { subject: t.subject, body: t.body, default: true },
      after: body,
    });
    return present(t, row);
  });
}

const prescriberUser = alias(users, 'prescriber');
const practice = alias(accounts, 'practice');

/** The values a text gets from one of the company's orders (its newest, or the one asked for). */
async function orderValues(db: Queryable, accountId: number, orderId: number | undefined) {
  const [row] = await db
    .select({
      id: orders.id,
      first_name: patients.first_name,
      last_name: patients.last_name,
      doctor: prescriberUser.name,
      practice: practice.name,
    })
    .from(orders)
    .leftJoin(patients, eq(patients.id, orders.patient_id))
    .leftJoin(prescriberUser, eq(prescriberUser.id, orders.doctor_id))
    .leftJoin(practice, eq(practice.id, orders.doctor_account_id))
    // Orders that reached the company only: before Initial the patient's data is not the supplier's to see.
    .where(and(eq(orders.vendor_id, accountId), gte(orders.status, SUPPLIER_VISIBLE_FROM), orderId ? eq(orders.id, orderId) : undefined))
    .orderBy(desc(orders.id))
    .limit(1);
  if (!row && orderId) throw notFound('Order');
  return row;
}

export async function previewMessageText(
  db: Queryable,
  publicUrl: string,
  actor: Actor,
  id: number,
  body: MessageTextBody & { order_id?: number },
): Promise<MessageTextPreview> {
  const accountId = companyOf(actor);
  const t = textOr404(id);
  checkPlaceholders(t, body);
  const [company] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  const order = await orderValues(db, accountId, body.order_id);
  const values = {
    company_name: company?.name ?? '',
    practice_name: order?.practice ?? 'Bennett Family Practice',
    order_number: order?.id ?? 1001,
    patient_name: order ? `${order.first_name ?? ''} ${order.last_name ?? ''}`.trim() : 'Jane Doe',
    doctor_name: order?.doctor ?? 'Dr. Jane Smith',
    // A link of the right shape that opens nothing: a preview must not mint a working link.
    link: `${publicUrl}/s/xxxxxxxxxxxxxxxxxxxxxx`,
    expires_days: 3,
  };
  return {
    subject: fill(body.subject, values),
    body: fill(body.body, values),
    record: order ? { kind: 'order', id: order.id, label: `Order #${order.id}` } : null,
  };
}

/**
 * The subject and body a sender mails: the company's own version of the text, or the product's default, filled with
 * the sender's values (`company_name` is looked up when absent). `accountId` is the sending account (a practice has no texts of its own: the defaults).
 */
export async function companyText(
  db: Queryable,
  accountId: number | null,
  key: TextKey,
  values: Readonly<Record<string, string | number>>,
): Promise<{ subject: string; body: string }> {
  const t = catalogueText(key);
  const [own] = accountId === null ? [] : await db.select().from(messageTexts).where(and(eq(messageTexts.account_id, accountId), eq(messageTexts.key, key)));
  // Every text may name the sending company; senders that do not know it leave it to this lookup.
  const [company] = 'company_name' in values || accountId === null ? [] : await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  const all = { company_name: company?.name ?? '', ...values };
  return { subject: fill(own?.subject ?? t.subject, all), body: fill(own?.body ?? t.body, all) };
}
