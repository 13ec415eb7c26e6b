import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { insertUnnest } from '../../lib/bulk-insert';
import { claimLines, claims, eras } from '../../db/schema';
import { accountDay } from '../../lib/calendar-day';
import { parse835, type RemittanceService, type Remittance835 } from '../x12';
import type { ClaimLineRow } from './claim-store';
import { postAdjudications, type Adjudication, type LineAdjudication } from './posting';

export interface EraImport {
  eraIds: number[];
  /** Remittances of this file already imported before (same payer and trace number): posted nothing again. */
  duplicates: number;
}

/** The claim line a service line pays: by our line id sent in REF*6R, else by code, modifiers and date. */
type MatchableLine = Pick<ClaimLineRow, 'id' | 'claim_id' | 'hcpcs' | 'modifiers' | 'service_date'>;

export function matchLine<L extends MatchableLine>(service: RemittanceService, lines: readonly L[], taken: Set<number>): L | null {
  const free = lines.filter((l) => !taken.has(l.id));
  if (service.lineControl) {
    const byId = free.find((l) => String(l.id) === service.lineControl);
    if (byId) return byId;
  }
  const sameMods = (l: L) => l.modifiers.join(':') === service.modifiers.join(':');
  return (
    free.find((l) => l.hcpcs === service.hcpcs && sameMods(l) && (!service.serviceDate || service.serviceDate === l.service_date)) ??
    free.find((l) => l.hcpcs === service.hcpcs && (!service.serviceDate || service.serviceDate === l.service_date)) ??
    null
  );
}

/**
 * Matches every CLP of a remittance to our claims (by CLP01, in one read, locked) and their lines, and posts them
 * all in one batch; answers, per CLP, the claim and the lines its services went to (null: not ours).
 */
async function postRemittance(
  tx: Tx,
  accountId: number,
  eraId: number,
  r: Remittance835,
  userId: number | null,
): Promise<{ claimId: number | null; lineIds: (number | null)[] }[]> {
  const numbers = [...new Set(r.claims.map((c) => c.patientControlNumber))];
  // Only what matching and posting read: an 835 names thousands of claims.
  const found = numbers.length
    ? await tx
        .select({ id: claims.id, number: claims.number })
        .from(claims)
        .where(and(eq(claims.account_id, accountId), sql`${claims.number} = any(${sql.param(numbers)}::text[])`, isNull(claims.deleted_at)))
        .for('update')
    : [];
  const byNumber = new Map(found.map((c) => [c.number, c]));
  const allLines = found.length
    ? await tx
        .select({
          id: claimLines.id,
          claim_id: claimLines.claim_id,
          hcpcs: claimLines.hcpcs,
          modifiers: claimLines.modifiers,
          service_date: claimLines.service_date,
        })
        .from(claimLines)
        // One array parameter, not one parameter per claim: an 835 names thousands.
        .where(sql`${claimLines.claim_id} = any(${sql.param(found.map((c) => c.id))}::int[])`)
        .orderBy(asc(claimLines.claim_id), asc(claimLines.line_no))
    : [];
  const linesOf = new Map<number, MatchableLine[]>();
  for (const l of allLines) linesOf.set(l.claim_id, [...(linesOf.get(l.claim_id) ?? []), l]);
  // A remittance without a payment date (BPR16) is paid today, on the company's clock.
  const paidOn = r.payment.date ?? (await accountDay(tx, accountId));
  const batch: { claim: { id: number }; a: Adjudication }[] = [];
  const outcome = r.claims.map((rc) => {
    const claim = byNumber.get(rc.patientControlNumber);
    if (!claim) return { claimId: null, lineIds: rc.services.map(() => null) };
    const lines = linesOf.get(claim.id) ?? [];
    const taken = new Set<number>();
    const adjudications: LineAdjudication[] = [];
    const lineIds = rc.services.map((s) => {
      const line = matchLine(s, lines, taken);
      if (!line) return null;
      taken.add(line.id);
      // LQ*HE remark codes ride on the line's adjustments, so the declined list shows them beside the reason.
      adjudications.push({
        lineId: line.id,
        paidCents: s.paidCents,
        allowedCents: s.allowedCents,
        adjustments: s.adjustments.map((a) => ({
          group: a.group,
          reason: a.reason,
          amountCents: a.amountCents,
          remarkCodes: s.remarkCodes,
        })),
      });
      return line.id;
    });
    // A denied claim (CLP02 4) without service lines still denies every line: the claim-level CAS says why.
    if (rc.services.length === 0 && rc.statusCode === '4')
      for (const l of lines) adjudications.push({ lineId: l.id, paidCents: 0, allowedCents: null, adjustments: [] });
    batch.push({
      claim,
      a: {
        source: 'era',
        eraId,
        paidOn,
        reference: r.payment.traceNumber,
        userId,
        lines: adjudications,
        claimAdjustments: rc.adjustments.map((a) => ({
          group: a.group,
          reason: a.reason,
          amountCents: a.amountCents,
          remarkCodes: rc.remarkCodes,
        })),
        payerClaimNumber: rc.payerClaimControlNumber || null,
      },
    });
    return { claimId: claim.id, lineIds };
  });
  await postAdjudications(tx, batch);
  return outcome;
}

/**
 * Imports an 835 file: each remittance once (the payer and its trace number name a payment; importing the same
 * file again posts nothing), its claims matched by the claim number we sent (CLP01) and posted, all in one
 * transaction per remittance.
 */
export async function importRemittances(
  db: Db,
  accountId: number,
  content: string,
  source: 'upload' | 'clearinghouse' | 'inbox',
  fileName: string,
  userId: number | null,
): Promise<EraImport> {
  const remittances = parse835(content);
  const result: EraImport = { eraIds: [], duplicates: 0 };
  for (const r of remittances) {
    const eraId = await db.transaction(async (tx) => {
      const [era] = await tx
        .insert(eras)
        .values({
          account_id: accountId,
          source,
          file_name: fileName,
          content,
          payer_name: r.payer.name,
          payer_identifier: r.payment.payerIdentifier || r.payer.id || '',
          trace_number: r.payment.traceNumber,
          method: r.payment.method,
          paid_on: r.payment.date,
          total_cents: r.payment.totalCents,
          expected_total_cents: r.expectedTotalCents,
          balanced: r.balanced,
          claims_count: r.claims.length,
          matched_count: 0,
          provider_adjustments: r.providerAdjustments.map((p) => ({
            reason: p.reason,
            reference: p.reference,
            amount_cents: p.amountCents,
          })),
          created_by: userId,
        })
        .onConflictDoNothing()
        .returning({ id: eras.id });
      if (!era) return null;
      const posted = await postRemittance(tx, accountId, era.id, r, userId);
      const rows = r.claims.map((rc, i) => [
        era.id,
        posted[i]!.claimId,
        rc.patientControlNumber,
        `${rc.patient.firstName} ${rc.patient.lastName}`.trim(),
        rc.statusCode,
        rc.chargeCents,
        rc.paidCents,
        rc.patientResponsibilityCents,
        rc.payerClaimControlNumber,
        rc.services.map((s, j) => ({ ...s, matchedLineId: posted[i]!.lineIds[j] ?? null })),
      ]);
      await insertUnnest(tx, 'era_claims', ERA_CLAIM_COLUMNS, rows);
      const matched = posted.filter((p) => p.claimId !== null).length;
      await tx.update(eras).set({ matched_count: matched }).where(eq(eras.id, era.id));
      return era.id;
    });
    if (eraId === null) result.duplicates++;
    else result.eraIds.push(eraId);
  }
  return result;
}

const ERA_CLAIM_COLUMNS = [
  ['era_id', 'int'],
  ['claim_id', 'int'],
  ['claim_number', 'text'],
  ['patient_name', 'text'],
  ['status_code', 'text'],
  ['charge_cents', 'int8'],
  ['paid_cents', 'int8'],
  ['patient_resp_cents', 'int8'],
  ['payer_claim_number', 'text'],
  ['services', 'jsonb'],
] as const;

export const erasByIds = (db: Db, ids: number[]) =>
  ids.length ? db.select().from(eras).where(inArray(eras.id, ids)) : Promise.resolve([]);
