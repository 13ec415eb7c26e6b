import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { ELIGIBILITY_FRESH_DAYS, type InsuranceToCheck, type ListQuery } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { eligibilityChecks, patientInsurances, patients } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { accountDay } from '../../lib/calendar-day';
import { countUpTo, pageMeta, SHORT_COUNT_CAP, windowOf } from '../../lib/paging';
import { patientScope, visiblePatients } from '../patients/patient-scope';
import { fullName } from './own-patient';

/**
 * Eligibility checks to run: the company's patients' active policies added or changed in the last
 * ELIGIBILITY_FRESH_DAYS days (a card the patient sent from the app, a member id staff corrected) with no check of
 * this company since the change. A 271 answer is about the policy as it was asked for, so a changed policy has
 * none until it is asked again; sending the check takes it off the list.
 */
export async function insurancesToCheck(db: Queryable, actor: Actor, q: ListQuery) {
  const scope = patientScope(actor);
  const today = await accountDay(db, scope.accountId);
  const checkedSince = sql`exists (select 1 from ${eligibilityChecks} where ${eligibilityChecks.insurance_id} = ${patientInsurances.id} and ${eligibilityChecks.account_id} = ${scope.accountId} and ${eligibilityChecks.created_at} >= ${patientInsurances.updated_at})`;
  const where = and(
    visiblePatients(scope),
    isNull(patientInsurances.deleted_at),
    or(isNull(patientInsurances.termination_date), gte(patientInsurances.termination_date, today)),
    sql`${patientInsurances.updated_at} >= now() - make_interval(days => ${ELIGIBILITY_FRESH_DAYS})`,
    sql`not ${checkedSince}`,
  );
  const page = windowOf(q);
  const base = () =>
    db
      .select({ ins: patientInsurances, first_name: patients.first_name, middle_name: patients.middle_name, last_name: patients.last_name })
      .from(patientInsurances)
      .innerJoin(patients, eq(patients.id, patientInsurances.patient_id));
  const rows = await base()
    .where(where)
    .orderBy(desc(patientInsurances.updated_at), desc(patientInsurances.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await countUpTo(
    db,
    db
      .select({ one: sql`1` })
      .from(patientInsurances)
      .innerJoin(patients, eq(patients.id, patientInsurances.patient_id))
      .where(where)
      .$dynamic(),
    page,
    SHORT_COUNT_CAP,
  );
  const data: InsuranceToCheck[] = rows.map(({ ins, ...p }) => ({
    insurance_id: ins.id,
    patient: { id: ins.patient_id, full_name: fullName(p) },
    payer_name: ins.payer_name,
    payer_id: ins.payer_id,
    member_id: ins.member_id,
    type: ins.type,
    changed_at: ins.updated_at.toISOString(),
  }));
  return { data, meta: pageMeta(total, q) };
}
