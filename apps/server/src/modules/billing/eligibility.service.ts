import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { EligibilityBody, EligibilityCheck } from '@dme/contract';
import type { z } from 'zod';
import type { eligibilityQuery } from '@dme/contract';
import type { AppConfig } from '../../config';
import type { Db, Queryable } from '../../db/client';
import { billingSettings, eligibilityChecks, patientInsurances, patients, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { ClearinghouseError } from '../../integrations/clearinghouse';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { accountDay } from '../../lib/calendar-day';
import { countUpTo, pageMeta, SHORT_COUNT_CAP, windowOf } from '../../lib/paging';
import { randomDigits } from '../../lib/secrets';
import { patientScope } from '../patients/patient-scope';
import { findVisiblePatient } from '../patients/patients.queries';
import { generate270, parse271, type Eligibility271 } from '../x12';
import { accountOf } from './claim-store';
import { billingIdentity } from './claim-validation';
import { companyName } from './claim-837';
import { clearinghouseFor, settingsOf } from './clearinghouse-settings';

type CheckRow = typeof eligibilityChecks.$inferSelect;

function present(row: CheckRow, patientName: string, ins: typeof patientInsurances.$inferSelect, userName: string | null): EligibilityCheck {
  const r = row.result as Eligibility271 | null;
  return {
    id: row.id,
    status: row.status as EligibilityCheck['status'],
    patient: { id: row.patient_id, full_name: patientName },
    insurance: { id: ins.id, payer_name: ins.payer_name, payer_id: ins.payer_id, member_id: ins.member_id, type: ins.type },
    service_date: row.service_date,
    trace_number: row.trace_number,
    active: row.active,
    plan_name: r?.planName ?? null,
    coverage_start: r?.coverageStart ?? null,
    coverage_end: r?.coverageEnd ?? null,
    dme: {
      deductible_cents: r?.dme.deductibleCents ?? null,
      deductible_remaining_cents: r?.dme.deductibleRemainingCents ?? null,
      coinsurance_percent: r?.dme.coinsurancePercent ?? null,
      copay_cents: r?.dme.copayCents ?? null,
    },
    benefits: (r?.benefits ?? []).map((b) => ({ code: b.code, label: b.label, service_types: b.serviceTypes, coverage_level: b.coverageLevel, time_period: b.timePeriod, amount_cents: b.amountCents, percent: b.percent, in_network: b.inNetwork, messages: b.messages })),
    errors: (r?.errors ?? []).map((e) => ({ code: e.code, meaning: e.meaning, follow_up: e.followUp })),
    clearinghouse: row.clearinghouse as 'local' | 'claim_md',
    user: row.created_by ? { id: row.created_by, name: userName ?? '' } : null,
    created_at: row.created_at.toISOString(),
    answered_at: row.answered_at?.toISOString() ?? null,
  };
}

const checksQuery = (db: Queryable) =>
  db
    .select({ e: eligibilityChecks, first_name: patients.first_name, last_name: patients.last_name, ins: patientInsurances, user_name: users.name })
    .from(eligibilityChecks)
    .innerJoin(patients, eq(patients.id, eligibilityChecks.patient_id))
    .innerJoin(patientInsurances, eq(patientInsurances.id, eligibilityChecks.insurance_id))
    .leftJoin(users, eq(users.id, eligibilityChecks.created_by))
    .$dynamic();

const presentRow = (r: Awaited<ReturnType<ReturnType<typeof checksQuery>['execute']>>[number]) => present(r.e, `${r.first_name} ${r.last_name}`.trim(), r.ins, r.user_name);

export async function listEligibility(db: Queryable, actor: Actor, q: z.infer<typeof eligibilityQuery>) {
  const where = and(eq(eligibilityChecks.account_id, accountOf(actor)), q.patient_id ? eq(eligibilityChecks.patient_id, q.patient_id) : undefined);
  const page = windowOf(q);
  const dir = (q.sortType ?? 'desc') === 'desc' ? desc : asc;
  const rows = await checksQuery(db).where(where).orderBy(dir(eligibilityChecks.created_at), desc(eligibilityChecks.id)).limit(page.limit).offset(page.offset);
  const total = await countUpTo(db, db.select({ one: sql`1` }).from(eligibilityChecks).where(where).$dynamic(), page, SHORT_COUNT_CAP);
  return { data: rows.map(presentRow), meta: pageMeta(total, q) };
}

export async function getEligibility(db: Queryable, actor: Actor, id: number): Promise<EligibilityCheck> {
  const [row] = await checksQuery(db).where(and(eq(eligibilityChecks.id, id), eq(eligibilityChecks.account_id, accountOf(actor))));
  if (!row) throw notFound('Eligibility check');
  return presentRow(row);
}

/** Records a 271: the check it answers (by the trace number we sent) becomes answered. */
export async function answerEligibility(db: Queryable, accountId: number, x271: string): Promise<number> {
  let answered = 0;
  for (const r of parse271(x271)) {
    if (!r.traceNumber) continue;
    const rows = await db
      .update(eligibilityChecks)
      .set({ status: r.errors.length && r.active === null ? 'error' : 'answered', response: x271, result: r, active: r.active, answered_at: sql`now()` })
      .where(and(eq(eligibilityChecks.account_id, accountId), eq(eligibilityChecks.trace_number, r.traceNumber), eq(eligibilityChecks.status, 'pending')))
      .returning({ id: eligibilityChecks.id });
    answered += rows.length;
  }
  return answered;
}

/**
 * Sends a 270 for the patient's insurance. Claim.MD answers at once and the check is answered; the local folder
 * leaves it pending until the 271 dropped into the inbox is imported (poll).
 */
export async function createEligibility(db: Db, config: AppConfig, actor: Actor, body: EligibilityBody): Promise<number> {
  const accountId = accountOf(actor);
  const visible = await findVisiblePatient(db, patientScope(actor), body.patient_id);
  if (!visible) throw fieldError('patient_id', 'The patient is not one of yours.');
  const patient = visible.patient;
  const insurances = await db.select().from(patientInsurances).where(and(eq(patientInsurances.patient_id, patient.id), isNull(patientInsurances.deleted_at)));
  const ins = body.insurance_id !== undefined ? insurances.find((i) => i.id === body.insurance_id) : (insurances.find((i) => i.type === 'primary') ?? insurances[0]);
  if (!ins) throw fieldError('insurance_id', body.insurance_id !== undefined ? 'The insurance is not one of this patient’s.' : 'The patient has no insurance to check.');
  if (!ins.payer_id) throw fieldError('insurance_id', 'The insurance has no electronic payer id: choose the payer from the list on the patient’s insurance.');
  const profile = await billingIdentity(db, accountId);
  if (!profile?.npi) throw fieldError('patient_id', 'Your company profile has no NPI: the inquiry names the provider by it.');
  // The default date of service is today on the company's clock (the UTC day is tomorrow on a US evening).
  const serviceDate = body.service_date ?? (await accountDay(db, accountId));
  const traceNumber = `${accountId}${Date.now()}${randomDigits(4)}`;
  const self = ins.relationship || !ins.subscriber_name;
  const [last, ...firstParts] = self ? [patient.last_name, patient.first_name] : (ins.subscriber_name ?? '').trim().split(/\s+/).reverse();
  const subscriber = self ? { lastName: patient.last_name, firstName: patient.first_name } : { lastName: last ?? '', firstName: firstParts.reverse().join(' ') };
  const dob = self ? patient.dob : (ins.subscriber_dob ?? patient.dob);

  const { id, x271 } = await db.transaction(async (tx) => {
    const settings = await settingsOf(tx, accountId, true);
    const controlNumber = settings.last_control_number + 1;
    await tx.update(billingSettings).set({ last_control_number: controlNumber }).where(eq(billingSettings.account_id, accountId));
    const x270 = generate270({
      envelope: { senderId: settings.submitter_id || profile.tax_id || String(accountId), receiverId: settings.receiver_id || 'CLAIMMD', controlNumber, createdAt: new Date(), usage: 'P' },
      traceNumber,
      payer: { name: ins.payer_name, payerId: ins.payer_id! },
      provider: { name: await companyName(tx, accountId), npi: profile.npi! },
      subscriber: { ...subscriber, memberId: ins.member_id, dob, ...(self ? { gender: patient.gender } : {}) },
      serviceDate,
      serviceTypes: ['12', '18'],
    });
    let answer: string | null;
    try {
      answer = (
        await clearinghouseFor(config, settings).checkEligibility({
          x270,
          fields: { payerId: ins.payer_id!, subscriberLastName: subscriber.lastName, subscriberFirstName: subscriber.firstName, subscriberDob: dob, memberId: ins.member_id, relationship: self ? 'self' : 'other', serviceDate, providerNpi: profile.npi!, providerTaxId: profile.tax_id ?? '', serviceTypes: ['12', '18'] },
        })
      ).x271;
    } catch (err) {
      if (err instanceof ClearinghouseError) throw new AppError('unavailable', `The clearinghouse did not answer: ${err.message}`);
      throw err;
    }
    const [row] = await tx
      .insert(eligibilityChecks)
      .values({ account_id: accountId, patient_id: patient.id, insurance_id: ins.id, clearinghouse: settings.clearinghouse, trace_number: traceNumber, service_date: serviceDate, request: x270, created_by: actor.userId })
      .returning({ id: eligibilityChecks.id });
    await audit(tx, actor, { action: 'eligibility.check', entity: 'eligibility_check', entityId: row!.id });
    return { id: row!.id, x271: answer };
  });
  if (x271) await answerEligibility(db, accountId, x271);
  return id;
}
