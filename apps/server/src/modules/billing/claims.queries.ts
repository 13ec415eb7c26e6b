import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ClaimsQuery } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { amongMatching, matchingGate, matchingPatients, patientAmong, type Matching } from '../patients/name-search';
import { claimAdjustments, claimLines, claims, patients, suborders } from '../../db/schema';
import { preparedPage } from '../../lib/prepared';
import {
  cappedTotal,
  countCapFor,
  countLimitFor,
  countUpToSql,
  inPageOrder,
  joinedPage,
  literalLimit,
  placeOnPage,
  rowsOf,
  searchWords,
  SHORT_COUNT_CAP,
  windowOf,
  type PageWindow,
  type Total,
} from '../../lib/paging';
import { claimSummaryJson } from './claim-json';

/**
 * The four claims lists are one index with a filter (CATALOGUE 9): each list's WHERE matches a partial index of
 * claims (db/schema/billing.ts), so a page is read from the index in created order whatever the company's size.
 */
function listCondition(list: ClaimsQuery['list']): SQL | undefined {
  switch (list) {
    case 'coins':
      return sql`${claims.patient_resp_cents} > ${claims.patient_paid_cents}`;
    case 'declined':
      // The column itself, not `= $n`: a prepared statement's generic plan matches the partial index only so.
      return sql`${claims.has_denials}`;
    case 'pending':
      return isNotNull(claims.pending_at);
    default:
      return undefined;
  }
}

/** What a search term can be: a claim number (`C0000123`, or its digits), an order's id (`1234`, `1234-2`), a member id, or names. */
function searchParts(term: string | undefined) {
  const t = term?.trim() ?? '';
  return {
    number: /^c?\d{1,9}$/i.test(t) ? `C${t.replace(/\D/g, '').padStart(7, '0')}` : null,
    orderId: /^\d{1,9}(-\d+)?$/.test(t) ? Number(t.split('-')[0]) : null,
    member: t.toLowerCase(),
    words: searchWords(t),
  };
}

/**
 * The values of one list request, as literals or as the placeholders of its prepared statement (lib/prepared.ts):
 * the statement's text depends only on which of them are present, never on what they are.
 */
interface ListValues {
  accountId: number | Placeholder;
  status: string | Placeholder;
  priority: string | Placeholder;
  patientId: number | Placeholder;
  suborderId: number | Placeholder;
  number: string | Placeholder;
  orderId: number | Placeholder;
  member: string | Placeholder;
  words: readonly (string | Placeholder)[];
}

function literalValues(accountId: number, q: ClaimsQuery): ListValues {
  const search = searchParts(q.search);
  return {
    accountId,
    status: q.status ?? '',
    priority: q.priority ?? '',
    patientId: q.patient_id ?? 0,
    suborderId: q.suborder_id ?? 0,
    number: search.number ?? '',
    orderId: search.orderId ?? 0,
    member: search.member,
    words: search.words,
  };
}

const placeholderValues = (q: ClaimsQuery): ListValues => ({
  accountId: sql.placeholder('accountId'),
  status: sql.placeholder('status'),
  priority: sql.placeholder('priority'),
  patientId: sql.placeholder('patientId'),
  suborderId: sql.placeholder('suborderId'),
  number: sql.placeholder('number'),
  orderId: sql.placeholder('orderId'),
  member: sql.placeholder('member'),
  words: searchParts(q.search).words.map((_, i) => sql.placeholder(`w${i}`)),
});

/**
 * Which part of a search a WHERE keeps: `all` (the list's own), `name` (only the patient's name) or `other` (the
 * number, order or member id, and not the name: the count adds the two, so each half can use its own index).
 */
type SearchPart = 'all' | 'name' | 'other';

/**
 * The list's WHERE: which conditions come from the query, their values from `v`. A search is a claim number, an
 * order's id, a member id typed in full, or every word of the patient's name (patients/name-search.ts), the claims
 * then found by their patient index; the rest by equality on indexed columns, so a search never scans the claims.
 * `byName`: how the name's words match (a way of reading the `matching` CTE).
 */
function whereOf(db: Queryable, q: ClaimsQuery, v: ListValues, byName?: SQL, part: SearchPart = 'all'): SQL | undefined {
  const search = searchParts(q.search);
  // Built only for a search with words (a name search needs one).
  const name = () => byName ?? patientAmong(db, claims.patient_id, v.words, v.accountId);
  const others = () =>
    or(
      search.number !== null ? eq(claims.number, v.number) : undefined,
      search.orderId !== null ? eq(claims.order_id, v.orderId) : undefined,
      sql`lower(${claims.member_id}) = ${v.member}`,
    );
  const searched = { all: () => or(others(), name()), name, other: () => and(others(), sql`not (${name()})`) }[part];
  return and(
    eq(claims.account_id, v.accountId),
    isNull(claims.deleted_at),
    listCondition(q.list),
    q.status ? eq(claims.status, v.status) : undefined,
    q.priority ? eq(claims.priority, v.priority) : undefined,
    q.patient_id ? eq(claims.patient_id, v.patientId) : undefined,
    q.suborder_id ? eq(claims.suborder_id, v.suborderId) : undefined,
    search.words.length > 0 ? searched() : undefined,
  );
}

/**
 * The total up to the cap, beside the page. A name search counts its two halves apart and adds them: the name's
 * claims from the patient index alone (migration 0027), the few found by number or member id from theirs; one WHERE
 * with both made PostgreSQL build a bitmap of every matching patient's claims before counting (2 ms for "smith").
 */
function countOf(db: Queryable, q: ClaimsQuery, page: PageWindow, v: ListValues, matching: Matching | undefined): SQL<number> {
  const count = (where: SQL | undefined) => countUpToSql(rowsOf(db, claims, where), page, countCapFor(q.search, SHORT_COUNT_CAP)).sql;
  if (!matching) return count(whereOf(db, q, v));
  const byName = amongMatching(db, claims.patient_id, matching, 'count');
  return sql<number>`(${count(whereOf(db, q, v, byName, 'name'))} + ${count(whereOf(db, q, v, byName, 'other'))})`;
}

const PRIORITY_ORDER = sql`case ${claims.priority} when 'urgent' then 3 when 'high' then 2 when 'normal' then 1 else 0 end`;

function sortKeyOf(q: ClaimsQuery): SQL {
  const sortBy = q.sortBy ?? (q.list === 'pending' ? 'pending_at' : 'created_at');
  return {
    created_at: sql`${claims.created_at}`,
    pending_at: sql`${claims.pending_at}`,
    id: sql`${claims.id}`,
    service_date: sql`${claims.service_date}`,
    charge_cents: sql`${claims.charge_cents}`,
    balance_cents: sql`(${claims.charge_cents} - ${claims.paid_cents} - ${claims.adjustment_cents} - ${claims.patient_paid_cents})`,
    priority: PRIORITY_ORDER,
    status: sql`${claims.status}`,
  }[sortBy];
}

/**
 * One page of a claims list in one statement, as the shipping list does (shipping/suborders.queries.ts): the page's
 * ids from the list's index (the limit a literal, so the plan stops after the page), the joins for those ids only,
 * each row rendered as the JSON the list answers (claim-json.ts), and the total counted up to the cap beside them.
 * Prepared once per shape (lib/prepared.ts). `rows`: the rows' texts joined in page order (null past the end).
 */
export async function findClaimPage(db: Queryable, accountId: number, q: ClaimsQuery): Promise<{ rows: string | null; total: Total }> {
  const page = windowOf(q);
  const search = searchParts(q.search);
  const shape = {
    list: q.list ?? null,
    status: Boolean(q.status),
    priority: Boolean(q.priority),
    patient: Boolean(q.patient_id),
    suborder: Boolean(q.suborder_id),
    search: search.words.length > 0 && { number: search.number !== null, orderId: search.orderId !== null, words: search.words.length },
    sortBy: q.sortBy ?? null,
    descending: (q.sortType ?? 'desc') === 'desc',
    limit: page.limit,
    paged: page.offset > 0,
    countLimit: countLimitFor(page, countCapFor(q.search, SHORT_COUNT_CAP)),
  };
  const statement = preparedPage(db, `claims ${JSON.stringify(shape)}`, () => claimPageQuery(db, q, page, placeholderValues(q)));
  const v = literalValues(accountId, q);
  const row = await statement.execute({
    accountId: v.accountId,
    status: v.status,
    priority: v.priority,
    patientId: v.patientId,
    suborderId: v.suborderId,
    number: v.number,
    orderId: v.orderId,
    member: v.member,
    offset: page.offset,
    ...Object.fromEntries(v.words.map((w, i) => [`w${i}`, w])),
  });
  // A page past the end has no row to carry the total: counted alone, with literal values (a rare path).
  const n = row?.rows ? row.total : (await db.select({ n: countOf(db, q, page, v, undefined) }).from(sql`(select 1) as one`))[0]?.n;
  return { rows: row?.rows ?? null, total: cappedTotal(n ?? 0, shape.countLimit) };
}

function claimPageQuery(db: Queryable, q: ClaimsQuery, page: PageWindow, v: ListValues) {
  const dir = (q.sortType ?? 'desc') === 'desc' ? desc : asc;
  const key = sortKeyOf(q);
  // A name search: the matching patients once (a CTE), read by one of two ways to the page and by the count.
  const matching = v.words.length > 0 ? matchingPatients(db, v.words, v.accountId) : undefined;
  const pageOf = (where: SQL | undefined) => {
    const limited = db
      .select({ id: claims.id, k: sql`${key}`.as('k') })
      .from(claims)
      .where(where)
      .orderBy(dir(key), dir(claims.id))
      .limit(literalLimit(page.limit));
    return page.offset > 0 ? limited.offset(sql.placeholder('offset') as unknown as number) : limited;
  };
  const wayTo = (mode: 'few' | 'many') => pageOf(and(whereOf(db, q, v, amongMatching(db, claims.patient_id, matching!, mode)), matchingGate(matching!, mode)));
  const p = (matching ? wayTo('few').unionAll(wayTo('many')) : pageOf(whereOf(db, q, v))).as('p');
  // Numbered after the limit, over the page's rows only, so the scan still stops after the page.
  const ids = db.$with('page_ids').as(db.select({ id: p.id, at: placeOnPage([dir(p.k), dir(p.id)]) }).from(p));
  const rows = db
    .with(...(matching ? [matching, ids] : [ids]))
    .select({ json: claimSummaryJson().as('json'), at: sql<number>`${ids.at}`.as('at'), total: sql<number>`${countOf(db, q, page, v, matching)}`.as('total') })
    .from(ids)
    .innerJoin(claims, eq(claims.id, ids.id))
    .innerJoin(suborders, eq(suborders.id, claims.suborder_id))
    .innerJoin(patients, eq(patients.id, claims.patient_id))
    .as('page_rows');
  return joinedPage(db, rows);
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
