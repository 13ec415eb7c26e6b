import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { patientSearchNames } from '../../db/schema';
import { containsPattern, searchWords } from '../../lib/paging';

/** The searched patterns: `%word%` (`containsPattern`) literals or a prepared statement's placeholders. */
type Patterns = readonly (string | Placeholder)[];
/** The account whose list searches (a literal, or a prepared statement's placeholder). */
type Viewer = number | Placeholder;

/**
 * The patients whose name (`first middle last`) holds every pattern, in any case, among those the viewer's lists may
 * show: one trigram index on the narrow patient_search_names table (schema/patients.ts says why not the patients' own
 * columns), with the accounts who see each name beside it, so another tenant's names are never read. Both sides go
 * through PostgreSQL's `lower`, so a database's own case rules apply to the name and the word alike. `id` is the
 * patient's id. The viewers are a superset of each list's scope: the list's own conditions still apply.
 */
export function namedPatients(db: Queryable, patterns: Patterns, viewer: Viewer) {
  const name = patientSearchNames.name;
  return db
    .select({ id: sql<number>`${patientSearchNames.patient_id}`.as('id') })
    .from(patientSearchNames)
    .where(and(sql`${patientSearchNames.viewers} @> array[${viewer}::integer]`, ...patterns.map((p) => sql`${name} like lower(${p})`)));
}

/** `column` is one of the viewer's patients named by every pattern (literals or placeholders, at least one). */
export function patientAmong(db: Queryable, column: SQL | unknown, patterns: Patterns, viewer: Viewer): SQL {
  // `= any(array(...))`: the names' patients first, then the rows by their patient index (a semi-join could scan).
  return sql`${column} = any(array(${namedPatients(db, patterns, viewer)}))`;
}

/** `column` is one of the viewer's patients named by every word of `term` (none when the term has no word). */
export function patientNamedBy(db: Queryable, column: SQL | unknown, term: string | undefined, viewer: Viewer): SQL | undefined {
  const words = searchWords(term);
  return words.length === 0 ? undefined : patientAmong(db, column, words.map(containsPattern), viewer);
}

/** The viewer's patients named by every pattern as a CTE (`matching`), which a list's page and its total share. */
export function matchingPatients(db: Queryable, patterns: Patterns, viewer: Viewer) {
  return db.$with('matching').as(namedPatients(db, patterns, viewer));
}
export type Matching = ReturnType<typeof matchingPatients>;

/**
 * Up to this many matching patients, a search's page reads their rows from the patient index and sorts them; beyond
 * it, the page walks the list's sort index newest first and keeps the rows of matching patients (a hash of them)
 * until the page is full. Either alone is slow on the other's case: walking for a rare name reads every row of the
 * company, sorting a common name's rows reads thousands ("smith", 500 of 20,000 patients: 2.4-3.3 ms against
 * 0.65-0.9 ms for the shipping list's page).
 */
const FEW_MATCHING_PATIENTS = 100;

/**
 * How a list reads the matching patients' rows. `few`/`many`: the two ways to a page (each gated by `matchingGate`);
 * `count`: the total. `in (...) is true` keeps the subquery a hashed filter instead of a join, so the walk stays in
 * index order.
 */
export type MatchMode = 'few' | 'many' | 'count';

/** `column` is one of the matching patients, written for the way `mode` reads them. */
export function amongMatching(db: Queryable, column: SQL | unknown, matching: Matching, mode: MatchMode): SQL {
  const ids = db.select({ id: matching.id }).from(matching);
  return mode === 'many' ? sql`(${column} in ${ids}) is true` : sql`${column} = any(array(${ids}))`;
}

/** True for the way to a page that suits this many matching patients: PostgreSQL runs one branch per request, even in a generic plan. */
export function matchingGate(matching: Matching, mode: 'few' | 'many'): SQL {
  const howMany = sql`(select count(*) from ${matching})`;
  const limit = sql.raw(String(FEW_MATCHING_PATIENTS));
  return mode === 'few' ? sql`${howMany} <= ${limit}` : sql`${howMany} > ${limit}`;
}
