import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { patientSearchNames } from '../../db/schema';
import { containsPattern, searchWords } from '../../lib/paging';

/**
 * The patients whose name (`first middle last`) holds every pattern, in any case: one trigram index on the narrow
 * patient_search_names table (schema/patients.ts says why not the patients' own columns). Both sides go through
 * PostgreSQL's `lower`, so a database's own case rules apply to the name and the word alike. `id` is the patient's id;
 * the patterns are `%word%` (`containsPattern`) literals or a prepared statement's placeholders.
 */
export function namedPatients(db: Queryable, patterns: readonly (string | Placeholder)[]) {
  const name = patientSearchNames.name;
  return db
    .select({ id: sql<number>`${patientSearchNames.patient_id}`.as('id') })
    .from(patientSearchNames)
    .where(and(...patterns.map((p) => sql`${name} like lower(${p})`)));
}

/** `column` is one of the patients named by every pattern (literals or placeholders, at least one). */
export function patientAmong(db: Queryable, column: SQL | unknown, patterns: readonly (string | Placeholder)[]): SQL {
  // `= any(array(...))`: the names' patients first, then the rows by their patient index (a semi-join could scan).
  return sql`${column} = any(array(${namedPatients(db, patterns)}))`;
}

/** `column` is one of the patients named by every word of `term` (none when the term has no word). */
export function patientNamedBy(db: Queryable, column: SQL | unknown, term: string | undefined): SQL | undefined {
  const words = searchWords(term);
  return words.length === 0 ? undefined : patientAmong(db, column, words.map(containsPattern));
}
