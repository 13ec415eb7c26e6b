import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { claimLines, claims, eraClaims, eras } from '../../db/schema';
import { parse835, type RemittanceService, type Remittance835 } from '../x12';
import type { ClaimLineRow, ClaimRow } from './claim-store';
import { postAdjudications, type Adjudication, type LineAdjudication } from './posting';

export interface EraImport {
  eraIds: number[];
  /** Remittances of this file already imported before (same payer and trace number): posted nothing again. */
  duplicates: number;
}

/** The claim line a service line pays: by our line id sent in REF*6R, else by code, modifiers and date. */
export function matchLine(service: RemittanceService, lines: readonly ClaimLineRow[], taken: Set<number>): ClaimLineRow | null {
  const free = lines.filter((l) => !taken.has(l.id));
  if (service.lineControl) {
    const byId = free.find((l) => String(l.id) === service.lineControl);
    if (byId) return byId;
  }
  const sameMods = (l: ClaimLineRow) => l.modifiers.join(':') === service.modifiers.join(':');
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
async function postRemittance(tx: Tx, accountId: number, eraId: number, r: Remittance835, userId: number | null): Promise<{ claimId: number | null; lineIds: (number | null)[] }[]> {
  const numbers = [...new Set(r.claims.map((c) => c.patientControlNumber))];
  const found = numbers.length
    ? await tx
        .select()
        .from(claims)
        .where(and(eq(claims.account_id, accountId), inArray(claims.number, numbers), isNull(claims.deleted_at)))
        .for('update')
    : [];
  const byNumber = new Map(found.map((c) => [c.number, c]));
  const allLines = found.length ? await tx.select().from(claimLines).where(inArray(claimLines.claim_id, found.map((c) => c.id))).orderBy(asc(claimLines.claim_id), asc(claimLines.line_no)) : [];
  const linesOf = new Map<number, ClaimLineRow[]>();
  for (const l of allLines) linesOf.set(l.claim_id, [...(linesOf.get(l.claim_id) ?? []), l]);
  const paidOn = r.payment.date ?? new Date().toISOString().slice(0, 10);
  const batch: { claim: ClaimRow; a: Adjudication }[] = [];
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
      adjudications.push({ lineId: line.id, paidCents: s.paidCents, allowedCents: s.allowedCents, adjustments: s.adjustments.map((a) => ({ group: a.group, reason: a.reason, amountCents: a.amountCents, remarkCodes: s.remarkCodes })) });
      return line.id;
    });
    // A denied claim (CLP02 4) without service lines still denies every line: the claim-level CAS says why.
    if (rc.services.length === 0 && rc.statusCode === '4') for (const l of lines) adjudications.push({ lineId: l.id, paidCents: 0, allowedCents: null, adjustments: [] });
    batch.push({
      claim,
      a: {
        source: 'era',
        eraId,
        paidOn,
        reference: r.payment.traceNumber,
        userId,
        lines: adjudications,
        claimAdjustments: rc.adjustments.map((a) => ({ group: a.group, reason: a.reason, amountCents: a.amountCents, remarkCodes: rc.remarkCodes })),
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
export async function importRemittances(db: Db, accountId: number, content: string, source: 'upload' | 'clearinghouse' | 'inbox', fileName: string, userId: number | null): Promise<EraImport> {
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
          provider_adjustments: r.providerAdjustments.map((p) => ({ reason: p.reason, reference: p.reference, amount_cents: p.amountCents })),
          created_by: userId,
        })
        .onConflictDoNothing()
        .returning({ id: eras.id });
      if (!era) return null;
      const posted = await postRemittance(tx, accountId, era.id, r, userId);
      const rows = r.claims.map((rc, i) => ({
        era_id: era.id,
        claim_id: posted[i]!.claimId,
        claim_number: rc.patientControlNumber,
        patient_name: `${rc.patient.firstName} ${rc.patient.lastName}`.trim(),
        status_code: rc.statusCode,
        charge_cents: rc.chargeCents,
        paid_cents: rc.paidCents,
        patient_resp_cents: rc.patientResponsibilityCents,
        payer_claim_number: rc.payerClaimControlNumber,
        services: rc.services.map((s, j) => ({ ...s, matchedLineId: posted[i]!.lineIds[j] ?? null })),
      }));
      for (let i = 0; i < rows.length; i += 1000) await tx.insert(eraClaims).values(rows.slice(i, i + 1000));
      const matched = posted.filter((p) => p.claimId !== null).length;
      await tx.update(eras).set({ matched_count: matched }).where(eq(eras.id, era.id));
      return era.id;
    });
    if (eraId === null) result.duplicates++;
    else result.eraIds.push(eraId);
  }
  return result;
}

export const erasByIds = (db: Db, ids: number[]) => (ids.length ? db.select().from(eras).where(inArray(eras.id, ids)) : Promise.resolve([]));
