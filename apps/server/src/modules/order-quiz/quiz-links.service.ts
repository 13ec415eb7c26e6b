import { STATUS } from '@dme/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { PublicQuiz, PublicQuizBody, QuizLinkResult } from '@dme/contract';
import type { AppConfig } from '../../config';
import type { Db, Queryable } from '../../db/client';
import { accounts, orderQuizLinks, orders, patients } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { AppError, fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { randomSecret, sha256 } from '../../lib/secrets';
import { queueMail } from '../../integrations/mail';
import { createShortLink } from '../links/links.service';
import { findItems } from '../orders/items.queries';
import { assertNotArchived, conflict, lockOrder, requireOrderPermission } from '../orders/order-access';
import { orderScope } from '../orders/order-scope';
import { quizOf, saveAnswersLocked } from '../orders/quiz.service';
import { companyText } from '../settings/texts.service';

export const QUIZ_LINK_TTL_HOURS = 72;

type QuizLinkRow = typeof orderQuizLinks.$inferSelect;

/**
 * "Send to patient": the supplier mails the patient a link to the order quiz. The link holds a random token (only
 * its hash is kept) for this order and this patient; a newer link replaces the order's unused ones. The mail names
 * the supplier and the order number only.
 */
export async function sendQuizToPatient(
  db: Db,
  config: Pick<AppConfig, 'publicUrl'>,
  actor: Actor,
  orderId: number,
  email?: string,
): Promise<QuizLinkResult> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    requireOrderPermission(actor, 'edit', order.status);
    assertNotArchived(order);
    if (order.patient_id === null) throw fieldError('user_id', 'The order has no patient yet.');
    if (order.status >= STATUS.DELIVERY) throw conflict('The order is out for delivery; its questions are settled.');
    const items = await findItems(tx, order.id);
    if (!items.some((v) => quizOf(v).questions.length > 0)) throw conflict('No item of the order has questions for the patient.');
    const [patient] = await tx.select().from(patients).where(eq(patients.id, order.patient_id));
    const to = email ?? patient?.email;
    if (!to) throw fieldError('email', 'The patient has no e-mail address; enter one to send the link to.');
    await tx
      .update(orderQuizLinks)
      .set({ revoked_at: new Date() })
      .where(and(eq(orderQuizLinks.order_id, order.id), isNull(orderQuizLinks.used_at), isNull(orderQuizLinks.revoked_at)));
    const token = randomSecret();
    const expires = new Date(Date.now() + QUIZ_LINK_TTL_HOURS * 3600_000);
    const [link] = await tx
      .insert(orderQuizLinks)
      .values({
        order_id: order.id,
        patient_id: order.patient_id,
        token_hash: sha256(token),
        sent_to: to,
        created_by: actor.userId,
        expires_at: expires,
      })
      .returning();
    const hash = await createShortLink(tx, `/signed/${order.patient_id}/order/${order.id}?token=${token}`, {
      ttlHours: QUIZ_LINK_TTL_HOURS,
      createdBy: actor.userId,
    });
    const url = `${config.publicUrl}/s/${hash}`;
    const [company] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, scope.accountId));
    const text = await companyText(tx, scope.accountId, 'order-quiz-link', {
      company_name: company?.name ?? 'Your supplier',
      patient_name: [patient?.first_name, patient?.last_name].filter(Boolean).join(' '),
      order_number: order.id,
      link: url,
      expires_days: QUIZ_LINK_TTL_HOURS / 24,
    });
    await queueMail(tx, {
      to,
      ...text,
      template: 'order-quiz-link',
      accountId: scope.accountId,
    });
    await audit(tx, actor, {
      action: 'order.send_to_patient',
      entity: 'order',
      entityId: order.id,
      after: { link_id: link!.id, sent_to: to, expires_at: expires },
    });
    return { url, expires_at: expires.toISOString(), sent_to: to };
  });
}

// --- the public quiz page -------------------------------------------------------------------------------------

/** The link of the token, for the page's patient and order: unknown 404; replaced, used or expired 410. */
async function liveLink(db: Queryable, params: { userId: number; orderId: number }, token: string, lock = false): Promise<QuizLinkRow> {
  const q = db
    .select()
    .from(orderQuizLinks)
    .where(eq(orderQuizLinks.token_hash, sha256(token)))
    .limit(1);
  const [link] = lock ? await q.for('update') : await q;
  if (!link || link.order_id !== params.orderId || link.patient_id !== params.userId)
    throw new AppError('not_found', 'This link is not valid.');
  if (link.used_at) throw new AppError('gone', 'This link has already been used.');
  if (link.revoked_at) throw new AppError('gone', 'This link has been replaced by a newer one.');
  if (link.expires_at.getTime() <= Date.now()) throw new AppError('gone', 'This link has expired.');
  return link;
}

async function quizPage(db: Queryable, link: QuizLinkRow): Promise<PublicQuiz> {
  const [row] = await db
    .select({ order: orders, first_name: patients.first_name, supplier: accounts.name })
    .from(orders)
    .innerJoin(patients, eq(patients.id, orders.patient_id))
    .leftJoin(accounts, eq(accounts.id, orders.vendor_id))
    .where(eq(orders.id, link.order_id));
  // The order changed hands (another patient) or was archived since the link was sent: the link is void.
  if (!row || row.order.patient_id !== link.patient_id || row.order.deleted_at) throw new AppError('not_found', 'This link is not valid.');
  const items = (await findItems(db, link.order_id)).map(quizOf).filter((q) => q.questions.length > 0);
  return {
    order_id: link.order_id,
    // Only the first name: whoever holds the link should not learn more about the patient than they know.
    patient: { first_name: row.first_name },
    supplier: row.supplier ?? '',
    link_expires_at: link.expires_at.toISOString(),
    items: items.map(({ passed_at: _p, ...q }) => q),
  };
}

export async function showQuizPage(db: Queryable, params: { userId: number; orderId: number }, token: string): Promise<PublicQuiz> {
  return quizPage(db, await liveLink(db, params, token));
}

/** The patient's answers, as the author of the link's writes (audit rows name the patient record). */
export async function submitQuiz(db: Db, params: { userId: number; orderId: number }, body: PublicQuizBody): Promise<PublicQuiz> {
  return db.transaction(async (tx) => {
    const link = await liveLink(tx, params, body.token, true);
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, link.order_id)).for('update');
    await quizPage(tx, link);
    const views = await findItems(tx, link.order_id);
    for (const [index, entry] of body.items.entries()) {
      const view = views.find((v) => v.line.id === entry.common_id);
      if (!view) throw fieldError(`items.${index}.common_id`, 'The item is not on the order.');
      await saveAnswersLocked(tx, null, view, entry.answers, `items.${index}.answers`);
    }
    await tx.update(orderQuizLinks).set({ used_at: new Date() }).where(eq(orderQuizLinks.id, link.id));
    await audit(tx, null, {
      action: 'order.quiz_answered',
      entity: 'order',
      entityId: link.order_id,
      after: { link_id: link.id, patient_id: link.patient_id, items: body.items.map((i) => i.common_id) },
    });
    return { ...(await quizPage(tx, link)), link_expires_at: link.expires_at.toISOString() };
  });
}
