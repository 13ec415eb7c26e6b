import { and, asc, desc, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { parseUsDate } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { patientCounts, patientInsurances, patients, patientTags, patientVendorCounts, patientVendors } from '../../db/schema';
import { countUpToSql, exactTotal, joinedPage, literalLimit, placeOnPage, type PageWindow, type Total } from '../../lib/paging';
import { preparedByShape, preparedPage, type JoinedPageRow } from '../../lib/prepared';
import { patientNamedBy } from './name-search';
import { linkOf, visiblePatients, type PatientScope } from './patient-scope';
import { patientJson } from './patient-json';

export type PatientRow = typeof patients.$inferSelect;
export interface VisiblePatient {
  patient: PatientRow;
  linked_at: Date | null;
}

export interface PatientFilter {
  search?: string;
  dob?: string;
  gender?: 'M' | 'F';
  memberId?: string;
  /** Supplier side: only patients carrying this tag (checked to be the company's by the service). */
  tagId?: number;
}

export type PatientSort = 'last_name' | 'first_name' | 'dob' | 'created_at';

const selection = { patient: patients, linked_at: patientVendors.linked_at };

const memberIdMatches = (id: string): SQL =>
  sql`exists (select 1 from ${patientInsurances} where ${patientInsurances.patient_id} = ${patients.id} and ${patientInsurances.deleted_at} is null and lower(${patientInsurances.member_id}) = lower(${id}))`;

function idMatches(raw: string): SQL | undefined {
  const id = raw.trim();
  if (!/^[A-Za-z0-9-]+$/.test(id) || !/\d/.test(id)) return undefined;
  const digits = id.replace(/-/g, '');
  return or(eq(patients.medicare_id, digits), eq(patients.medicaid_id, digits), memberIdMatches(id));
}

/** A search term matches every word against the names (name-search.ts), or is a date of birth, or one of the ids. */
function searchMatches(db: Queryable, term: string, viewer: number): SQL | undefined {
  const byName = patientNamedBy(db, patients.id, term, viewer);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(term);
  const dob = parseUsDate(iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : term);
  return or(byName, dob ? eq(patients.dob, dob) : undefined, idMatches(term));
}

function conditions(db: Queryable, scope: PatientScope, f: PatientFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [visiblePatients(scope)];
  if (f.dob) conds.push(eq(patients.dob, f.dob));
  if (f.gender) conds.push(eq(patients.gender, f.gender));
  if (f.memberId?.trim()) conds.push(idMatches(f.memberId) ?? sql`false`);
  if (f.tagId) conds.push(sql`${patients.id} in (select ${patientTags.patient_id} from ${patientTags} where ${patientTags.tag_id} = ${f.tagId})`);
  const term = f.search?.trim();
  if (term) conds.push(searchMatches(db, term, scope.accountId));
  return and(...conds);
}

type PatientPage = PageWindow & { sortBy?: PatientSort; sortType?: 'asc' | 'desc' };

/** A search or a filter: counted up to the cap, and built each time (the plain list is prepared once per shape). */
const isFiltered = (f: PatientFilter) => Boolean(f.search?.trim() || f.dob || f.gender || f.memberId?.trim() || f.tagId);

/** The statement's key of the plain list: everything its text depends on. */
const shapeOf = (kind: 'objects' | 'json', scope: PatientScope, page: PatientPage) =>
  `patients ${JSON.stringify({ kind, side: scope.side, sortBy: page.sortBy ?? null, sortType: page.sortType ?? null, limit: page.limit, paged: page.offset > 0 })}`;

/** What a page's statement is built from: literal values (a search or filter), or the prepared statement's placeholders. */
interface PageParts {
  where: SQL | undefined;
  total: SQL<number>;
  offset: number | Placeholder;
  accountId: number | Placeholder;
}

/** A Drizzle query that can run as it is or be prepared under a name. */
interface Runnable<R> extends PromiseLike<R[]> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<R[]> };
}

type Counted = ReturnType<typeof countUpToSql>;

/** A search or filter's parts, with its values, and its count up to the cap. */
function filteredParts(db: Queryable, scope: PatientScope, f: PatientFilter, page: PatientPage): { parts: PageParts; counted: Counted } {
  const where = conditions(db, scope, f);
  const counted = countUpToSql(db.select({ one: sql`1` }).from(patients).where(where).$dynamic(), page);
  return { parts: { where, total: counted.sql, offset: page.offset, accountId: scope.accountId }, counted };
}

/** The plain list's parts, with placeholders for the caller's values: prepared once per shape, totalled from the kept counts. */
function plainListParts(db: Queryable, scope: PatientScope): PageParts {
  const accountId = sql.placeholder('accountId');
  return { where: visiblePatients(scope, accountId), total: keptPatientCount(db, scope, accountId), offset: sql.placeholder('offset'), accountId };
}
const plainListValues = (scope: PatientScope, page: PatientPage) => ({ accountId: scope.accountId, offset: page.offset });

/**
 * Runs one statement of the patients list: a search or filter is built with its values and counted up to the cap;
 * the plain list, opened all day, is prepared once per shape (lib/prepared.ts).
 */
async function runPatientPage<R>(
  db: Queryable,
  scope: PatientScope,
  f: PatientFilter,
  page: PatientPage,
  build: (parts: PageParts) => Runnable<R>,
): Promise<{ rows: R[]; counted?: Counted }> {
  if (isFiltered(f)) {
    const { parts, counted } = filteredParts(db, scope, f, page);
    return { rows: await build(parts), counted };
  }
  const statement = preparedByShape(db, shapeOf('objects', scope, page), (name) => build(plainListParts(db, scope)).prepare(name));
  return { rows: await statement.execute(plainListValues(scope, page)) };
}

/**
 * The page's total, carried by its statement; a page past the end has no row to carry it and asks for it alone
 * (built only then: a Drizzle tree per request costs more CPU than the page's SQL).
 */
async function pageTotal(db: Queryable, scope: PatientScope, carried: number | null | undefined, counted: Counted | undefined): Promise<Total> {
  const n = carried ?? (await db.select({ n: counted?.sql ?? keptPatientCount(db, scope, scope.accountId) }).from(sql`(select 1) as one`))[0]?.n ?? 0;
  return counted ? counted.totalOf(n) : exactTotal(n);
}

/**
 * One page of the patients list as the objects the server presents (the search's patient hits), in one statement:
 * the page's ids in name order from the name indexes in a CTE, the rows for those ids, and the total beside each row
 * (the kept counts; a search or filter is counted up to the cap).
 */
export async function findPatients(db: Queryable, scope: PatientScope, f: PatientFilter, page: PatientPage): Promise<{ rows: VisiblePatient[]; total: Total }> {
  const { rows, counted } = await runPatientPage(db, scope, f, page, (p) => patientPageQuery(db, scope, p.where, p.total, page, p.offset, selection));
  return { rows: rows.map(({ total: _total, ...row }) => row), total: await pageTotal(db, scope, rows[0]?.total, counted) };
}

/**
 * A page of the patients list, its rows already the JSON presentPatient answers (patient-json.ts), joined in page
 * order by PostgreSQL (lib/paging.ts joinedPage): the same statement as findPatients, read as one row.
 */
export async function findPatientsJson(db: Queryable, scope: PatientScope, f: PatientFilter, page: PatientPage): Promise<{ rows: string[]; total: Total }> {
  const query = (p: PageParts) => joinedPage(db, patientJsonRows(db, scope, p.where, p.total, page, p.offset, p.accountId));
  let joined: JoinedPageRow | undefined;
  let counted: Counted | undefined;
  if (isFiltered(f)) {
    const filtered = filteredParts(db, scope, f, page);
    counted = filtered.counted;
    [joined] = await query(filtered.parts);
  } else {
    joined = await preparedPage(db, shapeOf('json', scope, page), () => query(plainListParts(db, scope))).execute(plainListValues(scope, page));
  }
  return { rows: joined?.rows ? [joined.rows] : [], total: await pageTotal(db, scope, joined?.total, counted) };
}

/** The page's rows as JSON with their place and the total, for joinedPage. */
function patientJsonRows(db: Queryable, scope: PatientScope, where: SQL | undefined, total: SQL<number>, page: PatientPage, offset: number | Placeholder, accountId: number | Placeholder) {
  const order = pageOrder(page);
  return patientPageQuery(db, scope, where, total.as('total'), page, offset, { json: patientJson(accountId).as('json'), at: placeOnPage(order) }).as('page_rows');
}

const pageOrder = (page: PatientPage): SQL[] => {
  const dir = page.sortType === 'desc' ? desc : asc;
  return page.sortBy ? [dir(patients[page.sortBy]), dir(patients.id)] : [asc(patients.last_name), asc(patients.first_name), asc(patients.id)];
};

function patientPageQuery<C extends SelectedFields, T extends SQL<number> | SQL.Aliased<number>>(
  db: Queryable,
  scope: PatientScope,
  where: SQL | undefined,
  total: T,
  page: PatientPage,
  offset: number | Placeholder,
  columns: C,
) {
  const order = pageOrder(page);
  const pageIds = db.select({ id: patients.id }).from(patients).where(where).orderBy(...order).limit(literalLimit(page.limit));
  const ids = db.$with('page_ids').as(page.offset > 0 ? pageIds.offset(offset) : pageIds);
  return db
    .with(ids)
    .select({ ...columns, total })
    .from(ids)
    .innerJoin(patients, eq(patients.id, ids.id))
    .leftJoin(patientVendors, linkOf(scope))
    .orderBy(...order);
}

/** Live patients the scope sees, from the counts kept by triggers (migration 0005), as a scalar subquery. */
function keptPatientCount(db: Queryable, scope: PatientScope, accountId: number | Placeholder): SQL<number> {
  const q =
    scope.side === 'doctor'
      ? db.select({ n: patientCounts.n }).from(patientCounts).where(eq(patientCounts.account_id, accountId))
      : db.select({ n: patientVendorCounts.n }).from(patientVendorCounts).where(eq(patientVendorCounts.vendor_id, accountId));
  return sql<number>`coalesce((${q}), 0)`.mapWith(Number);
}

export async function findVisiblePatient(db: Queryable, scope: PatientScope, id: number): Promise<VisiblePatient | undefined> {
  const [row] = await db
    .select(selection)
    .from(patients)
    .leftJoin(patientVendors, linkOf(scope))
    .where(and(eq(patients.id, id), visiblePatients(scope)))
    .limit(1);
  return row;
}

/** Locks the patient row until the transaction ends: writes that check per-patient rules run one at a time. */
export async function lockPatient(db: Queryable, id: number): Promise<void> {
  await db.select({ id: patients.id }).from(patients).where(eq(patients.id, id)).for('update');
}

export async function insertPatient(db: Queryable, values: typeof patients.$inferInsert): Promise<PatientRow> {
  const [row] = await db.insert(patients).values(values).returning();
  return row!;
}

export async function updatePatient(db: Queryable, id: number, values: Partial<typeof patients.$inferInsert>): Promise<void> {
  await db
    .update(patients)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(patients.id, id));
}

/** Gives a supplier access to a patient; a second link to the same supplier changes nothing. */
export async function insertVendorLink(db: Queryable, patientId: number, vendorId: number, linkedBy: number | null): Promise<boolean> {
  const rows = await db
    .insert(patientVendors)
    .values({ patient_id: patientId, vendor_id: vendorId, linked_by: linkedBy })
    .onConflictDoNothing()
    .returning({ id: patientVendors.id });
  return rows.length > 0;
}
