import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { claimAdjustments, claimHistory, claimPayments } from '../../db/schema';
import type { ClaimRow } from './claim-store';

export interface PostedAdjustment {
  group: string;
  reason: string;
  amountCents: number;
  remarkCodes?: string[];
}

/** One line's adjudication: what the payer allowed and paid, and why the rest was not paid. */
export interface LineAdjudication {
  lineId: number;
  paidCents: number;
  allowedCents: number | null;
  adjustments: PostedAdjustment[];
}

/** A payer's decision on a claim, from an 835 (era) or a paper remittance typed in (manual). */
export interface Adjudication {
  source: 'era' | 'manual';
  eraId: number | null;
  paidOn: string;
  reference: string;
  userId: number | null;
  lines: LineAdjudication[];
  /** Claim-level payment not tied to a line (a paper EOB entered as one amount). */
  claimPaidCents?: number;
  claimAdjustments: PostedAdjustment[];
  payerClaimNumber?: string | null;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest row here. */
const CHUNK = 1000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Posts adjudications inside the caller's transaction, whatever their number, in a fixed count of statements (an
 * 835 of 10,000 claims costs about as many round trips as one): payments and adjustments rows, each touched line's
 * totals and state, every claim's totals (always the sums of those rows), then its status from its lines with a
 * history row. A line is paid when payment, adjustments and patient share cover its charge, denied when neither
 * the payer nor the patient owes anything on it; a claim is denied when every line is, paid when every line is,
 * and partially paid otherwise (a claim adjudicated without lines: by its totals).
 */
export async function postAdjudications(tx: Tx, items: readonly { claim: ClaimRow; a: Adjudication }[]): Promise<void> {
  if (items.length === 0) return;
  const payments: (typeof claimPayments.$inferInsert)[] = [];
  const adjustments: (typeof claimAdjustments.$inferInsert)[] = [];
  const allowed: { id: number; cents: number }[] = [];
  for (const { claim, a } of items) {
    const base = { claim_id: claim.id, payer: 'insurance', source: a.source, era_id: a.eraId, paid_on: a.paidOn, reference: a.reference, created_by: a.userId };
    for (const l of a.lines) {
      if (l.paidCents !== 0) payments.push({ ...base, claim_line_id: l.lineId, amount_cents: l.paidCents });
      if (l.allowedCents !== null) allowed.push({ id: l.lineId, cents: l.allowedCents });
    }
    if (a.claimPaidCents) payments.push({ ...base, claim_line_id: null, amount_cents: a.claimPaidCents });
    const adj = (lineId: number | null, x: PostedAdjustment) => ({ claim_id: claim.id, claim_line_id: lineId, era_id: a.eraId, group_code: x.group, reason: x.reason, amount_cents: x.amountCents, remark_codes: x.remarkCodes ?? [], created_by: a.userId });
    for (const x of a.claimAdjustments) adjustments.push(adj(null, x));
    for (const l of a.lines) for (const x of l.adjustments) adjustments.push(adj(l.lineId, x));
  }
  await insertChunked(payments, (chunk) => tx.insert(claimPayments).values(chunk));
  await insertChunked(adjustments, (chunk) => tx.insert(claimAdjustments).values(chunk));

  const claimIds = [...new Set(items.map((i) => i.claim.id))];
  const lineIds = [...new Set(items.flatMap((i) => i.a.lines.map((l) => l.lineId)))];
  const claimList = sql`${sql.param(claimIds)}::int[]`;
  if (lineIds.length) {
    const lineList = sql`${sql.param(lineIds)}::int[]`;
    await tx.execute(sql`
      update claim_lines l
         set paid_cents = coalesce(p.paid, 0), adjustment_cents = coalesce(a.adj, 0), patient_resp_cents = coalesce(a.pr, 0)
        from unnest(${lineList}) as t(id)
        left join (select claim_line_id, sum(amount_cents) as paid from claim_payments
                    where claim_id = any(${claimList}) and payer = 'insurance' group by claim_line_id) p on p.claim_line_id = t.id
        left join (select claim_line_id, sum(amount_cents) filter (where group_code <> 'PR') as adj, sum(amount_cents) filter (where group_code = 'PR') as pr
                     from claim_adjustments where claim_id = any(${claimList}) group by claim_line_id) a on a.claim_line_id = t.id
       where l.id = t.id`);
    if (allowed.length) {
      await tx.execute(sql`
        update claim_lines l set allowed_cents = v.cents
          from unnest(${sql.param(allowed.map((x) => x.id))}::int[], ${sql.param(allowed.map((x) => x.cents))}::bigint[]) as v(id, cents)
         where l.id = v.id`);
    }
    await tx.execute(sql`
      update claim_lines set status = case
          when paid_cents <= 0 and patient_resp_cents <= 0 then 'denied'
          when paid_cents + adjustment_cents + patient_resp_cents >= charge_cents then 'paid'
          else 'partially_paid' end
       where id = any(${lineList})`);
  }
  await tx.execute(sql`
    update claims c set
      charge_cents = coalesce((select sum(charge_cents) from claim_lines where claim_id = c.id), 0),
      paid_cents = coalesce((select sum(amount_cents) from claim_payments where claim_id = c.id and payer = 'insurance'), 0),
      patient_paid_cents = coalesce((select sum(amount_cents) from claim_payments where claim_id = c.id and payer = 'patient'), 0),
      adjustment_cents = coalesce((select sum(amount_cents) from claim_adjustments where claim_id = c.id and group_code <> 'PR'), 0),
      patient_resp_cents = coalesce((select sum(amount_cents) from claim_adjustments where claim_id = c.id and group_code = 'PR'), 0),
      has_denials = exists (select 1 from claim_lines where claim_id = c.id and status = 'denied'),
      updated_at = now()
    where c.id = any(${claimList})`);

  // The payer's claim number and the history note of each claim, beside its id.
  const ids = items.map((i) => i.claim.id);
  const numbers = items.map((i) => i.a.payerClaimNumber ?? '');
  const notes = items.map(({ a }) => (a.source === 'era' ? `Remittance ${a.reference} posted` : `Payment ${a.reference || 'by hand'} posted`));
  // Both drivers (node-postgres and PGlite) answer raw statements with `rows`.
  const moved = (await tx.execute(sql`
    with input as (
      select distinct on (id) id, pcn, note from unnest(${sql.param(ids)}::int[], ${sql.param(numbers)}::text[], ${sql.param(notes)}::text[]) as v(id, pcn, note) order by id
    ), next as (
      select c.id, c.status as from_status, i.pcn, i.note,
             case
               when bool_or(l.status <> 'open') then
                 case when bool_and(l.status = 'denied') then 'denied' when bool_and(l.status = 'paid') then 'paid' else 'partially_paid' end
               when c.paid_cents + c.adjustment_cents + c.patient_resp_cents >= c.charge_cents then 'paid'
               else 'partially_paid'
             end as to_status
        from claims c join input i on i.id = c.id left join claim_lines l on l.claim_id = c.id
       group by c.id, c.status, i.pcn, i.note
    )
    update claims c set status = n.to_status, payer_claim_number = coalesce(nullif(n.pcn, ''), c.payer_claim_number), updated_at = now()
      from next n where c.id = n.id
    returning c.id, n.from_status, n.to_status, n.note`)) as unknown as { rows: { id: number; from_status: string; to_status: string; note: string }[] };
  const userOf = new Map(items.map((i) => [i.claim.id, i.a.userId]));
  const history = moved.rows.map((r) => ({ claim_id: Number(r.id), from_status: r.from_status, to_status: r.to_status, note: r.note, user_id: userOf.get(Number(r.id)) ?? null }));
  await insertChunked(history, (chunk) => tx.insert(claimHistory).values(chunk));
}

/** One claim's adjudication (a manual payment): the batch of one. */
export async function postAdjudication(tx: Tx, claim: ClaimRow, a: Adjudication): Promise<void> {
  await postAdjudications(tx, [{ claim, a }]);
}

