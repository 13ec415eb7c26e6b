import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { can, claimStatusName, DELETABLE_CLAIM_STATUSES, EDITABLE_CLAIM_STATUSES, type ClaimDetail, type ClaimPriority, type ClaimStatus, type ClaimSummary } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { claimBatches, claims, diagnoses, eraClaims, eras } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { toPermissionActor } from '../../http/access';
import { carcText, rarcText } from '../x12';
import { adjustmentsOf, findClaim, historyOf, linesOf, paymentsOf, type ClaimRow } from './claim-store';
import { submissionProblems } from './claim-validation';
import { findClaimRows, findDenials } from './claims.queries';

const iso = (d: Date | string | null): string | null => (d === null ? null : d instanceof Date ? d.toISOString() : d);
/** As the claims list's SQL writes it (claim-json.ts: `btrim`, which trims spaces only). */
const fullName = (first: string, last: string) => `${first} ${last}`.replace(/^ +| +$/g, '');

type Denial = Awaited<ReturnType<typeof findDenials>>[number];

function summaryOf(c: ClaimRow, seq: number, patientName: string, denials: Denial[]): ClaimSummary {
  return {
    id: c.id,
    number: c.number,
    status: c.status as ClaimStatus,
    status_name: claimStatusName(c.status),
    priority: c.priority as ClaimPriority,
    payer_sequence: c.payer_sequence as 'primary' | 'secondary',
    parent_claim_id: c.parent_claim_id,
    suborder: { id: c.suborder_id, number: `${c.order_id}-${seq}` },
    order_id: c.order_id,
    patient: { id: c.patient_id, full_name: patientName },
    payer: { name: c.payer_name, payer_id: c.payer_id, member_id: c.member_id },
    service_date: c.service_date,
    charge_cents: c.charge_cents,
    paid_cents: c.paid_cents,
    adjustment_cents: c.adjustment_cents,
    patient_responsibility_cents: c.patient_resp_cents,
    patient_paid_cents: c.patient_paid_cents,
    balance_cents: c.charge_cents - c.paid_cents - c.adjustment_cents - c.patient_paid_cents,
    pending: c.pending_at ? { reason: c.pending_reason ?? '', since: c.pending_at.toISOString() } : null,
    denials: denials.map((d) => ({ line_no: d.line_no, hcpcs: d.hcpcs, group: d.group, reason: d.reason, reason_text: carcText(d.reason), remark_codes: d.remark_codes })),
    submitted_at: iso(c.submitted_at),
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
  };
}

export async function claimSummaries(db: Queryable, ids: readonly number[]): Promise<ClaimSummary[]> {
  const [rows, denials] = await Promise.all([findClaimRows(db, ids), findDenials(db, ids)]);
  return rows.map((r) =>
    summaryOf(
      r.c,
      r.seq,
      fullName(r.first_name, r.last_name),
      denials.filter((d) => d.claim_id === r.c.id),
    ),
  );
}

/** What the caller may do with the claim now: the screen shows only these. */
function actionsFor(actor: Actor, c: ClaimRow, problems: string[], hasSecondary: boolean): ClaimDetail['actions'] {
  const has = (key: string) => can(toPermissionActor(actor), key, actor.locationId);
  const create = has('billing claim create');
  const notify = has('billing claim notify');
  const actions: ClaimDetail['actions'] = [];
  const s = c.status;
  if (create && (EDITABLE_CLAIM_STATUSES as readonly string[]).includes(s)) actions.push('edit');
  if (has('billing claim archive') && (DELETABLE_CLAIM_STATUSES as readonly string[]).includes(s)) actions.push('delete');
  if (notify && problems.length === 0 && ['ready', 'rejected', 'denied'].includes(s)) actions.push('submit');
  if (notify && ['submitted', 'accepted', 'partially_paid', 'appealed'].includes(s)) actions.push('paid');
  if (notify && s === 'paid' && c.status_before_paid) actions.push('unpaid');
  if (notify && c.patient_resp_cents > c.patient_paid_cents) actions.push('coins');
  if (notify && ['submitted', 'accepted', 'partially_paid', 'denied', 'appealed'].includes(s)) actions.push('manual_payment');
  if (notify) actions.push('pending');
  if (notify && ['denied', 'partially_paid'].includes(s)) actions.push('appeal');
  if (create && c.payer_sequence === 'primary' && !hasSecondary && ['paid', 'partially_paid', 'denied'].includes(s)) actions.push('secondary');
  return actions;
}

export async function claimDetail(db: Queryable, actor: Actor, id: number): Promise<ClaimDetail> {
  const c = await findClaim(db, actor.accountId!, id);
  const [[summary], lines, payments, adjustments, history, problems, dx, batch, posted, secondaries] = await Promise.all([
    claimSummaries(db, [id]),
    linesOf(db, id),
    paymentsOf(db, id),
    adjustmentsOf(db, [id]),
    historyOf(db, id),
    submissionProblems(db, c),
    c.diagnoses.length ? db.select({ code: diagnoses.code, code_dotted: diagnoses.code_dotted, description: diagnoses.description }).from(diagnoses).where(inArray(diagnoses.code, c.diagnoses)) : Promise.resolve([]),
    c.batch_id ? db.select().from(claimBatches).where(eq(claimBatches.id, c.batch_id)) : Promise.resolve([]),
    db
      .select({ id: eras.id, trace_number: eras.trace_number, paid_on: eras.paid_on, paid_cents: eraClaims.paid_cents })
      .from(eraClaims)
      .innerJoin(eras, eq(eras.id, eraClaims.era_id))
      .where(eq(eraClaims.claim_id, id))
      .orderBy(desc(eras.created_at)),
    db.select({ id: claims.id }).from(claims).where(and(eq(claims.parent_claim_id, id), isNull(claims.deleted_at))),
  ]);
  const dxByCode = new Map(dx.map((d) => [d.code, d]));
  const b = batch[0];
  return {
    ...summary!,
    place_of_service: c.place_of_service,
    frequency: c.frequency as '1' | '7' | '8',
    diagnoses: c.diagnoses.map((code) => ({ code: dxByCode.get(code)?.code_dotted ?? code, description: dxByCode.get(code)?.description ?? '' })),
    referring: { name: c.referring_name, npi: c.referring_npi },
    prior_auth_number: c.prior_auth_number,
    insurance_id: c.insurance_id,
    lines: lines.map((l) => ({
      id: l.id,
      line_no: l.line_no,
      suborder_item_id: l.suborder_item_id,
      hcpcs: l.hcpcs,
      description: l.description,
      modifiers: l.modifiers,
      units: l.units,
      charge_cents: l.charge_cents,
      service_date: l.service_date,
      service_date_end: l.service_date_end,
      diagnosis_pointers: l.diagnosis_pointers,
      rental_month: l.rental_month,
      allowed_cents: l.allowed_cents,
      paid_cents: l.paid_cents,
      adjustment_cents: l.adjustment_cents,
      patient_responsibility_cents: l.patient_resp_cents,
      status: l.status as ClaimDetail['lines'][number]['status'],
    })),
    payments: payments.map(({ p, user_name }) => ({
      id: p.id,
      line_id: p.claim_line_id,
      payer: p.payer as 'insurance' | 'patient',
      source: p.source as 'era' | 'manual',
      amount_cents: p.amount_cents,
      paid_on: p.paid_on,
      reference: p.reference,
      era_id: p.era_id,
      user: p.created_by ? { id: p.created_by, name: user_name ?? '' } : null,
      created_at: p.created_at.toISOString(),
    })),
    adjustments: adjustments.map((a) => ({
      id: a.id,
      line_id: a.claim_line_id,
      group: a.group_code,
      reason: a.reason,
      reason_text: carcText(a.reason),
      amount_cents: a.amount_cents,
      remark_codes: a.remark_codes.map((code) => ({ code, text: rarcText(code) })),
      era_id: a.era_id,
      created_at: a.created_at.toISOString(),
    })),
    history: history.map(({ h, user_name }) => ({
      id: h.id,
      from_status: h.from_status,
      to_status: h.to_status,
      note: h.note,
      user: h.user_id ? { id: h.user_id, name: user_name ?? '' } : null,
      created_at: h.created_at.toISOString(),
    })),
    problems,
    actions: actionsFor(actor, c, problems, secondaries.length > 0),
    payer_claim_number: c.payer_claim_number,
    rejection: c.rejection,
    batch: b ? { id: b.id, control_number: b.control_number, file_name: b.file_name, created_at: b.created_at.toISOString() } : null,
    eras: posted.map((e) => ({ id: e.id, trace_number: e.trace_number, paid_on: e.paid_on, paid_cents: e.paid_cents })),
    secondary_claim_ids: secondaries.map((s) => s.id),
  };
}
