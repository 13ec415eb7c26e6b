import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accounts, claimAdjustments, claimPayments, claims, orders, patientAddresses, patientInsurances, patients, payers } from '../../db/schema';
import type { Address, Adjustment, Claim837, Gender, OtherPayer837 } from '../x12';
import { conflict } from '../orders/order-access';
import { linesOf, type ClaimRow } from './claim-store';

/**
 * Our claim rows as the 837P's loops (modules/x12 writes the segments). Read inside the submission's transaction,
 * so what goes out is what the claim holds at that moment.
 */

const FILING: Record<string, string> = { medicare: 'MB', medicaid: 'MC', commercial: 'CI' };
type PatientRow = typeof patients.$inferSelect;
type InsuranceRow = typeof patientInsurances.$inferSelect;

function splitName(full: string): { lastName: string; firstName: string } {
  const parts = full.trim().split(/\s+/);
  if (parts.length < 2) return { lastName: parts[0] || 'UNKNOWN', firstName: '' };
  return { lastName: parts[parts.length - 1]!, firstName: parts.slice(0, -1).join(' ') };
}

async function addressOf(db: Queryable, patientId: number, preferred: number | null): Promise<Address> {
  const rows = await db.select().from(patientAddresses).where(and(eq(patientAddresses.patient_id, patientId), isNull(patientAddresses.deleted_at)));
  const a = rows.find((r) => r.id === preferred) ?? rows.find((r) => r.is_billing) ?? rows[0];
  if (!a) throw conflict('The patient has no address: add one before the claim goes out.');
  return { line1: a.address_1, line2: a.address_2 || undefined, city: a.city, state: a.state, zip: a.zip.replace(/\D/g, '') };
}

const filingOf = async (db: Queryable, payerId: string | null) => {
  if (!payerId) return 'CI';
  const [p] = await db.select({ type: payers.type }).from(payers).where(eq(payers.payer_id, payerId));
  return FILING[p?.type ?? 'commercial'] ?? 'CI';
};

/** The subscriber and, when someone else holds the policy, the patient loop. */
function people(patient: PatientRow, ins: InsuranceRow | undefined, address: Address, claim: ClaimRow) {
  const patientPerson = { lastName: patient.last_name, firstName: patient.first_name, middleName: patient.middle_name || undefined };
  const gender = patient.gender as Gender;
  if (!ins || ins.relationship || !ins.subscriber_name) {
    return { subscriber: { ...patientPerson, memberId: claim.member_id, groupNumber: ins?.group_number || undefined, dob: patient.dob, gender, address }, patient: null };
  }
  return {
    subscriber: { ...splitName(ins.subscriber_name), memberId: claim.member_id, groupNumber: ins.group_number || undefined, dob: ins.subscriber_dob ?? patient.dob, gender: 'U' as Gender, address },
    patient: { ...patientPerson, dob: patient.dob, gender, address, relationship: 'G8' as const },
  };
}

/** What the primary payer did, for a secondary claim's 2320/2430 loops. */
async function otherPayerOf(db: Queryable, parent: ClaimRow, patient: PatientRow, lineControlOf: (lineNo: number) => string): Promise<OtherPayer837> {
  const [lines, adjustments, payments, [ins]] = await Promise.all([
    linesOf(db, parent.id),
    db.select().from(claimAdjustments).where(eq(claimAdjustments.claim_id, parent.id)),
    db.select().from(claimPayments).where(and(eq(claimPayments.claim_id, parent.id), eq(claimPayments.payer, 'insurance'))).orderBy(desc(claimPayments.paid_on)),
    parent.insurance_id ? db.select().from(patientInsurances).where(eq(patientInsurances.id, parent.insurance_id)) : Promise.resolve([]),
  ]);
  const asAdj = (a: typeof adjustments[number]): Adjustment => ({ group: a.group_code as Adjustment['group'], reason: a.reason, amountCents: a.amount_cents });
  const subscriber = ins && !ins.relationship && ins.subscriber_name ? splitName(ins.subscriber_name) : { lastName: patient.last_name, firstName: patient.first_name };
  return {
    sequence: 'P',
    payer: { name: parent.payer_name, payerId: parent.payer_id ?? '', filingIndicator: await filingOf(db, parent.payer_id) },
    relationship: ins && !ins.relationship ? 'G8' : '18',
    subscriber: { ...subscriber, memberId: parent.member_id, groupNumber: ins?.group_number || undefined },
    paidCents: parent.paid_cents,
    adjudicationDate: payments[0]?.paid_on ?? parent.service_date,
    claimAdjustments: adjustments.filter((a) => a.claim_line_id === null).map(asAdj),
    // The secondary claim's own line ids: the 2430 loop sits under the line it adjudicates.
    lines: lines.map((l) => ({
      lineControl: lineControlOf(l.line_no),
      hcpcs: l.hcpcs,
      modifiers: l.modifiers,
      paidCents: l.paid_cents,
      units: l.units,
      adjustments: adjustments.filter((a) => a.claim_line_id === l.id).map(asAdj),
    })),
  };
}

export async function claimTo837(db: Queryable, claim: ClaimRow): Promise<Claim837> {
  const [[patient], [ins], [order], lines] = await Promise.all([
    db.select().from(patients).where(eq(patients.id, claim.patient_id)),
    claim.insurance_id ? db.select().from(patientInsurances).where(eq(patientInsurances.id, claim.insurance_id)) : Promise.resolve([]),
    db.select({ billing_address_id: orders.billing_address_id }).from(orders).where(eq(orders.id, claim.order_id)),
    linesOf(db, claim.id),
  ]);
  const address = await addressOf(db, claim.patient_id, order?.billing_address_id ?? null);
  const { subscriber, patient: patientLoop } = people(patient!, ins, address, claim);
  let otherPayers: OtherPayer837[] | undefined;
  if (claim.parent_claim_id) {
    const [parent] = await db.select().from(claims).where(inArray(claims.id, [claim.parent_claim_id]));
    otherPayers = [await otherPayerOf(db, parent!, patient!, (no) => String(lines.find((l) => l.line_no === no)?.id ?? ''))];
  }
  return {
    patientControlNumber: claim.number,
    frequency: claim.frequency as '1' | '7' | '8',
    ...(claim.frequency !== '1' && claim.payer_claim_number ? { originalClaimNumber: claim.payer_claim_number } : {}),
    placeOfService: claim.place_of_service,
    payerSequence: claim.payer_sequence === 'secondary' ? 'S' : 'P',
    payer: { name: claim.payer_name, payerId: claim.payer_id ?? '', filingIndicator: await filingOf(db, claim.payer_id) },
    subscriber,
    patient: patientLoop,
    diagnoses: claim.diagnoses,
    referring: { ...splitName(claim.referring_name), npi: claim.referring_npi ?? '' },
    ...(claim.prior_auth_number ? { priorAuthNumber: claim.prior_auth_number } : {}),
    lines: lines.map((l) => ({
      lineControl: String(l.id),
      hcpcs: l.hcpcs,
      modifiers: l.modifiers,
      chargeCents: l.charge_cents,
      units: l.units,
      serviceDate: l.service_date,
      ...(l.service_date_end ? { serviceDateEnd: l.service_date_end } : {}),
      diagnosisPointers: l.diagnosis_pointers,
    })),
    ...(otherPayers ? { otherPayers } : {}),
  };
}

export async function companyName(db: Queryable, accountId: number): Promise<string> {
  const [a] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return a?.name ?? '';
}
