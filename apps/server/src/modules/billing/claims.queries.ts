import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ClaimsQuery } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { patientNamedBy } from '../patients/name-search';
import { claimAdjustments, claimLines, claims, patients, suborders } from '../../db/schema';
import { countUpTo, inPageOrder, SHORT_COUNT_CAP, searchWords, windowOf, type Total } from '../../lib/paging';

/**
 * The four claims lists are one index with a filter (CATALOGUE 9): each list's WHERE matches a partial index of
 * claims (db/schema/billing.ts), so a page is read from the index in created order whatever the company's size.
 */
function listCondition(list: ClaimsQuery['list']): SQL | undefined {
  switch (list) {
    case 'coins':
      return sql`${claims.patient_resp_cents} > ${claims.patient_paid_cents}`;
    case 'declined':
      return eq(claims.has_denials, true);
    case 'pending':
      return isNotNull(claims.pending_at);
    default:
      return undefined;
  }
}

/**
 * A claim number (`C0000123`, or its digits), an order's id (`1234` or `1234-2`, the suborder number), a member id
 * typed in full, or every word of the patient's name (patients/name-search.ts), the claims then found by their
 * patient index; the rest by equality on indexed columns, so a search never scans the claims.
 */
function searchCondition(db: Queryable, search: string | undefined): SQL | undefined {
  const term = search?.trim();
  const words = searchWords(term);
  if (!term || words.length === 0) return undefined;
  const number = /^c?\d{1,9}$/i.test(term) ? `C${term.replace(/\D/g, '').padStart(7, '0')}` : null;
  const orderId = /^\d{1,9}(-\d+)?$/.test(term) ? Number(term.split('-')[0]) : null;
  return or(
    number ? eq(claims.number, number) : undefined,
    orderId ? eq(claims.order_id, orderId) : undefined,
    sql`lower(${claims.member_id}) = ${term.toLowerCase()}`,
    patientNamedBy(db, claims.patient_id, term),
  );
}

const PRIORITY_ORDER = sql`case ${claims.priority} when 'urgent' then 3 when 'high' then 2 when 'normal' then 1 else 0 end`;

export async function findClaimPage(db: Queryable, accountId: number, q: ClaimsQuery): Promise<{ ids: number[]; total: Total }> {
  const where = and(
    eq(claims.account_id, accountId),
    isNull(claims.deleted_at),
    listCondition(q.list),
    q.status ? eq(claims.status, q.status) : undefined,
    q.priority ? eq(claims.priority, q.priority) : undefined,
    q.patient_id ? eq(claims.patient_id, q.patient_id) : undefined,
    q.suborder_id ? eq(claims.suborder_id, q.suborder_id) : undefined,
    searchCondition(db, q.search),
  );
  const dir = (q.sortType ?? 'desc') === 'desc' ? desc : asc;
  const sortBy = q.sortBy ?? (q.list === 'pending' ? 'pending_at' : 'created_at');
  const key: SQL | typeof claims.id = {
    created_at: sql`${claims.created_at}`,
    pending_at: sql`${claims.pending_at}`,
    id: sql`${claims.id}`,
    service_date: sql`${claims.service_date}`,
    charge_cents: sql`${claims.charge_cents}`,
    balance_cents: sql`(${claims.charge_cents} - ${claims.paid_cents} - ${claims.adjustment_cents} - ${claims.patient_paid_cents})`,
    priority: PRIORITY_ORDER,
    status: sql`${claims.status}`,
  }[sortBy];
  const page = windowOf(q);
  const rows = await db.select({ id: claims.id }).from(claims).where(where).orderBy(dir(key), dir(claims.id)).limit(page.limit).offset(page.offset);
  const total = await countUpTo(db, db.select({ one: sql`1` }).from(claims).where(where).$dynamic(), page, SHORT_COUNT_CAP);
  return { ids: rows.map((r) => r.id), total };
}

/** The list rows for a page of ids, with the suborder number and the patient's name. */
export async function findClaimRows(db: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ c: claims, seq: suborders.seq, first_name: patients.first_name, last_name: patients.last_name })
    .from(claims)
    .innerJoin(suborders, eq(suborders.id, claims.suborder_id))
    .innerJoin(patients, eq(patients.id, claims.patient_id))
    .where(inArray(claims.id, [...ids]));
  return inPageOrder(ids, rows, (r) => r.c.id);
}

/** Denied lines of these claims with their adjustment reasons (the declined list shows them). */
export async function findDenials(db: Queryable, claimIds: readonly number[]) {
  if (claimIds.length === 0) return [];
  return db
    .select({ claim_id: claimLines.claim_id, line_no: claimLines.line_no, hcpcs: claimLines.hcpcs, group: claimAdjustments.group_code, reason: claimAdjustments.reason, remark_codes: claimAdjustments.remark_codes })
    .from(claimLines)
    .innerJoin(claimAdjustments, eq(claimAdjustments.claim_line_id, claimLines.id))
    .where(and(inArray(claimLines.claim_id, [...claimIds]), eq(claimLines.status, 'denied')))
    .orderBy(asc(claimLines.line_no), asc(claimAdjustments.id));
}
