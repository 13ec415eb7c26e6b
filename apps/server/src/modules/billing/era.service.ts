import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { EraDetail, EraSummary } from '@dme/contract';
import { z } from 'zod';
import type { eraQuery } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { eraClaims, eras } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { notFound } from '../../lib/app-error';
import { countUpTo, pageMeta, SHORT_COUNT_CAP, windowOf } from '../../lib/paging';
import { carcText, claimStatusText, rarcText, type RemittanceService } from '../x12';
import { accountOf } from './claim-store';

type EraRow = typeof eras.$inferSelect;

export function eraSummary(e: EraRow): EraSummary {
  return {
    id: e.id,
    source: e.source as EraSummary['source'],
    file_name: e.file_name,
    payer: { name: e.payer_name, id: e.payer_identifier || null },
    trace_number: e.trace_number,
    method: e.method,
    paid_on: e.paid_on,
    total_cents: e.total_cents,
    balanced: e.balanced,
    claims_count: e.claims_count,
    matched_count: e.matched_count,
    created_at: e.created_at.toISOString(),
  };
}

export async function listEras(db: Queryable, actor: Actor, q: z.infer<typeof eraQuery>) {
  const where = and(eq(eras.account_id, accountOf(actor)), q.unmatched ? sql`${eras.matched_count} < ${eras.claims_count}` : undefined);
  const dir = (q.sortType ?? 'desc') === 'desc' ? desc : asc;
  const key = { created_at: eras.created_at, paid_on: eras.paid_on, total_cents: eras.total_cents }[q.sortBy ?? 'created_at'];
  const page = windowOf(q);
  const rows = await db.select().from(eras).where(where).orderBy(dir(key), dir(eras.id)).limit(page.limit).offset(page.offset);
  const total = await countUpTo(db, db.select({ one: sql`1` }).from(eras).where(where).$dynamic(), page, SHORT_COUNT_CAP);
  return { data: rows.map(eraSummary), meta: pageMeta(total, q) };
}

type StoredService = RemittanceService & { matchedLineId: number | null };

export async function getEra(db: Queryable, actor: Actor, id: number): Promise<EraDetail> {
  const [e] = await db
    .select()
    .from(eras)
    .where(and(eq(eras.id, id), eq(eras.account_id, accountOf(actor))));
  if (!e) throw notFound('Remittance');
  const rows = await db.select().from(eraClaims).where(eq(eraClaims.era_id, id)).orderBy(asc(eraClaims.id));
  return {
    ...eraSummary(e),
    expected_total_cents: e.expected_total_cents,
    provider_adjustments: e.provider_adjustments,
    claims: rows.map((c) => ({
      id: c.id,
      claim_id: c.claim_id,
      claim_number: c.claim_number,
      patient_name: c.patient_name,
      status_code: c.status_code,
      status_text: claimStatusText(c.status_code),
      charge_cents: c.charge_cents,
      paid_cents: c.paid_cents,
      patient_responsibility_cents: c.patient_resp_cents,
      payer_claim_number: c.payer_claim_number,
      services: (c.services as StoredService[]).map((s) => ({
        hcpcs: s.hcpcs,
        modifiers: s.modifiers,
        charge_cents: s.chargeCents,
        paid_cents: s.paidCents,
        units: s.units,
        service_date: s.serviceDate,
        matched_line_id: s.matchedLineId,
        adjustments: s.adjustments.map((a) => ({ group: a.group, reason: a.reason, reason_text: carcText(a.reason), amount_cents: a.amountCents })),
        remark_codes: s.remarkCodes.map((code) => ({ code, text: rarcText(code) })),
      })),
    })),
  };
}

