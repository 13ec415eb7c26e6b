import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { searchWords } from '../../lib/paging';

/** The searched words (literals or a prepared statement's placeholders), each matched anywhere inside a name's word. */
type Words = readonly (string | Placeholder)[];
/** The account whose list searches (a literal, or a prepared statement's placeholder). */
type Viewer = number | Placeholder;

/**
 * The viewer's patients with a name's word (in `first middle last`) holding one word of the search, in any case:
 * `patients_with_name_word` (migration 0034) reads the suffixes that begin with it, a range of patient_name_suffixes'
 * index (schema/patients.ts). A function, so the list statement around it keeps one plan whatever the word: written
 * inline, the range made PostgreSQL plan the whole list again on every search.
 */
function suffixesBeginning(db: Queryable, word: string | Placeholder, viewer: Viewer) {
  return db
    .select({ id: sql<number>`"word_patients"."id"`.as('id') })
    .from(sql`patients_with_name_word(${viewer}::integer, ${word}::text) as "word_patients"("id")`);
}

/**
 * The patients whose name holds every word of a search, in any case, among those the viewer's lists may show. The
 * viewers are a superset of each list's scope: the list's own conditions still apply. `id` is the patient's id.
 */
export function namedPatients(db: Queryable, words: Words, viewer: Viewer) {
  const [first, ...rest] = words.map((w) => suffixesBeginning(db, w, viewer));
  if (!first) throw new Error('a name search needs a word');
  // Each further word keeps the patients that also have it (INTERSECT: a set, as each word's DISTINCT is).
  return rest.reduce((named, next) => named.intersect(next) as unknown as typeof first, first);
}

/** `column` is one of the viewer's patients named by every word (literals or placeholders, at least one). */
export function patientAmong(db: Queryable, column: SQL | unknown, words: Words, viewer: Viewer): SQL {
  // `= any(array(...))`: the names' patients first, then the rows by their patient index (a semi-join could scan).
  return sql`${column} = any(array(${namedPatients(db, words, viewer)}))`;
}

/** `column` is one of the viewer's patients named by every word of `term` (none when the term has no word). */
export function patientNamedBy(db: Queryable, column: SQL | unknown, term: string | undefined, viewer: Viewer): SQL | undefined {
  const words = searchWords(term);
  return words.length === 0 ? undefined : patientAmong(db, column, words, viewer);
}

/** The viewer's patients named by every word as a CTE (`matching`), which a list's page and its total share. */
export function matchingPatients(db: Queryable, words: Words, viewer: Viewer) {
  return db.$with('matching').as(namedPatients(db, words, viewer));
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
