import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  CHART_LINK_TTL_DAYS,
  type AnswerSatisfactionBody,
  type PublicSatisfaction,
  type SatisfactionAverages,
  type SatisfactionDetail,
  type SatisfactionListQuery,
  type SatisfactionPage,
  type SatisfactionRow,
} from '@dme/contract';
import type { AppConfig } from '../../config';
import type { Db, Queryable, Tx } from '../../db/client';
import { orders, patients, satisfactionSurveys, suborders } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { AppError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { randomSecret, sha256 } from '../../lib/secrets';
import { queueMail } from '../../integrations/mail';
import { createShortLink } from '../links/links.service';
import { readSignature } from '../order-signing/signing.service';
import {
  accountName,
  averageScores,
  findStopDriver,
  findSuborderLines,
  findSurvey,
  findSurveyByToken,
  findSurveyOfSuborder,
  findSurveyPage,
  type ScoreGroup,
  type SurveyFilter,
  type SurveyRow,
  type SurveyView,
} from './charts.queries';

const TTL_MS = CHART_LINK_TTL_DAYS * 86_400_000;

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
const mean = (xs: (number | null)[]) => {
  const known = xs.filter((x): x is number => x !== null);
  return known.length ? Math.round((known.reduce((a, b) => a + b, 0) / known.length) * 100) / 100 : null;
};

export function surveyStatus(s: Pick<SurveyRow, 'answered_at' | 'expires_at'>): SatisfactionRow['status'] {
  if (s.answered_at) return 'answered';
  return s.expires_at.getTime() <= Date.now() ? 'expired' : 'open';
}

export function presentSurvey(v: SurveyView): SatisfactionRow {
  const s = v.survey;
  return {
    id: s.id,
    order_id: s.order_id,
    suborder_id: s.suborder_id,
    patient: { id: s.patient_id, name: fullName(v.first_name, v.last_name) },
    employee: s.employee_id !== null ? { id: s.employee_id, name: v.employee_name ?? '' } : null,
    driver: s.driver_id !== null ? { id: s.driver_id, name: v.driver_name ?? '' } : null,
    status: surveyStatus(s),
    delivered_at: v.delivered_at?.toISOString() ?? null,
    sent_to: s.sent_to,
    expires_at: s.expires_at.toISOString(),
    answered_at: s.answered_at?.toISOString() ?? null,
    overall: s.overall,
    driver_score: s.driver_score,
    timeliness: s.timeliness,
    explanation: s.explanation,
    average: s.answered_at ? mean([s.overall, s.driver_score, s.timeliness, s.explanation]) : null,
  };
}

const averagesOf = (g: ScoreGroup | undefined): SatisfactionAverages => ({
  count: g?.count ?? 0,
  average: g ? mean([g.overall, g.driver, g.timeliness, g.explanation]) : null,
  overall: g?.overall ?? null,
  driver: g?.driver ?? null,
  timeliness: g?.timeliness ?? null,
  explanation: g?.explanation ?? null,
});

const supplierAccount = (actor: Actor): number => {
  if (actor.accountId === null) throw notFound('Company');
  return actor.accountId;
};

/**
 * Inside the transaction that marks a suborder delivered: the survey of that delivery, with its link. The mail
 * goes out from the survey-mail job (it knows the public address); staff can also copy the link from the survey.
 * Idempotent: a suborder delivered again (after an undo) keeps its first survey.
 */
export async function openSurvey(tx: Tx, actor: Actor, suborder: { id: number; order_id: number; account_id: number; patient_id: number }): Promise<void> {
  if (await findSurveyOfSuborder(tx, suborder.id)) return;
  const [order] = await tx.select({ agent_id: orders.agent_id, created_staff_id: orders.created_staff_id }).from(orders).where(eq(orders.id, suborder.order_id));
  const [patient] = await tx.select({ email: patients.email }).from(patients).where(eq(patients.id, suborder.patient_id));
  const token = randomSecret();
  const expires = new Date(Date.now() + TTL_MS);
  const linkHash = await createShortLink(tx, `/sign/satisfaction/${token}`, { ttlHours: CHART_LINK_TTL_DAYS * 24, createdBy: actor.userId });
  const [row] = await tx
    .insert(satisfactionSurveys)
    .values({
      account_id: suborder.account_id,
      order_id: suborder.order_id,
      suborder_id: suborder.id,
      patient_id: suborder.patient_id,
      employee_id: order?.agent_id ?? order?.created_staff_id ?? null,
      driver_id: await findStopDriver(tx, suborder.id),
      token_hash: sha256(token),
      link_hash: linkHash,
      sent_to: patient?.email ?? null,
      expires_at: expires,
    })
    .returning({ id: satisfactionSurveys.id });
  await audit(tx, actor, { action: 'satisfaction.open', entity: 'satisfaction_survey', entityId: row!.id, after: { suborder_id: suborder.id, expires_at: expires } });
}

/** The survey-mail job's pass: every open survey with an address and no mail yet gets its link, once. */
export async function mailPendingSurveys(db: Db, config: Pick<AppConfig, 'publicUrl'>): Promise<number> {
  const pending = await db
    .select()
    .from(satisfactionSurveys)
    .where(and(isNull(satisfactionSurveys.mailed_at), isNull(satisfactionSurveys.answered_at), isNotNull(satisfactionSurveys.sent_to), isNotNull(satisfactionSurveys.link_hash), sql`${satisfactionSurveys.expires_at} > now()`))
    .limit(200);
  for (const s of pending) {
    await db.transaction(async (tx) => {
      const company = await accountName(tx, s.account_id);
      // The mail names the company only: no patient data, no equipment, in an e-mail.
      await queueMail(tx, {
        to: s.sent_to!,
        subject: `${company}: how did we do?`,
        body: `Thank you for choosing ${company}. Please tell us how your delivery went and sign on your phone: ${config.publicUrl}/s/${s.link_hash}\n\nIt takes a minute. The link works once and expires in ${CHART_LINK_TTL_DAYS} days.`,
        template: 'satisfaction-survey',
        accountId: s.account_id,
      });
      await tx.update(satisfactionSurveys).set({ mailed_at: sql`now()` }).where(eq(satisfactionSurveys.id, s.id));
    });
  }
  return pending.length;
}

export async function listSurveys(db: Queryable, actor: Actor, q: SatisfactionListQuery): Promise<SatisfactionPage> {
  const filter: SurveyFilter = { accountId: supplierAccount(actor), status: q.status, staffId: q.staff_id };
  const { rows, total } = await findSurveyPage(db, filter, windowOf(q));
  const overall: SurveyFilter = { accountId: filter.accountId, staffId: filter.staffId };
  const [company] = await averageScores(db, overall, 'company');
  const named = (g: ScoreGroup) => ({ ...averagesOf(g), id: g.id!, name: g.name ?? '' });
  return {
    data: rows.map(presentSurvey),
    meta: pageMeta(total, q),
    summary: {
      company: averagesOf(company && company.count ? company : undefined),
      by_employee: (await averageScores(db, overall, 'employee')).map(named),
      by_driver: (await averageScores(db, overall, 'driver')).map(named),
    },
  };
}

export async function showSurvey(db: Queryable, config: Pick<AppConfig, 'publicUrl'>, actor: Actor, id: number): Promise<SatisfactionDetail> {
  const v = await findSurvey(db, supplierAccount(actor), id);
  if (!v) throw notFound('Survey');
  const s = v.survey;
  return {
    ...presentSurvey(v),
    comment: s.comment,
    signer_name: s.signer_name,
    signature: s.signature && s.signature_mime ? `data:${s.signature_mime};base64,${s.signature.toString('base64')}` : null,
    link: surveyStatus(s) === 'open' && s.link_hash ? `${config.publicUrl}/s/${s.link_hash}` : null,
    items: await findSuborderLines(db, s.suborder_id),
  };
}

/** The survey of a link: unknown 404; answered or expired 410, each with a sentence the patient understands. */
async function liveSurvey(db: Queryable, hash: string, lock = false): Promise<SurveyRow> {
  const s = await findSurveyByToken(db, sha256(hash), lock);
  if (!s) throw new AppError('not_found', 'This survey link is not valid. Please check that you opened the whole link.');
  if (s.answered_at) throw new AppError('gone', 'This survey has already been answered. Thank you!');
  if (s.expires_at.getTime() <= Date.now()) throw new AppError('gone', 'This survey link has expired.');
  return s;
}

export async function publicSurvey(db: Queryable, hash: string): Promise<PublicSatisfaction> {
  const s = await liveSurvey(db, hash);
  const v = (await findSurveyOfSuborder(db, s.suborder_id))!;
  const [sub] = await db.select({ delivered_at: suborders.delivered_at }).from(suborders).where(eq(suborders.id, s.suborder_id));
  return {
    company: await accountName(db, s.account_id),
    delivered_at: sub?.delivered_at?.toISOString() ?? null,
    items: (await findSuborderLines(db, s.suborder_id)).map((l) => l.name),
    driver_first_name: v.driver_name ? v.driver_name.split(' ')[0]! : null,
    expires_at: s.expires_at.toISOString(),
  };
}

export async function answerSurvey(db: Db, hash: string, body: AnswerSatisfactionBody): Promise<{ message: string }> {
  const image = readSignature(body.signature);
  await db.transaction(async (tx) => {
    const s = await liveSurvey(tx, hash, true);
    const scores = { overall: body.overall, driver_score: body.driver, timeliness: body.timeliness, explanation: body.explanation };
    await tx
      .update(satisfactionSurveys)
      .set({ ...scores, answered_at: sql`now()`, comment: body.comment ?? '', signer_name: body.signer_name, signature_mime: image.mime, signature: image.bytes })
      .where(eq(satisfactionSurveys.id, s.id));
    // The patient has no account: the trail records the company and the survey, with the scores but not the comment.
    await audit(tx, null, { action: 'satisfaction.answer', entity: 'satisfaction_survey', entityId: s.id, accountId: s.account_id, after: scores });
  });
  return { message: 'Thank you! Your answers and signature have been received.' };
}
