import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { countUpTo, escapeLike, exactTotal, rowsOf, type PageWindow } from '../../lib/paging';
import { diagnoses, payers, tags, zipPlaces } from '../../db/schema';
import type { DiagnosisSearch } from './diagnosis-search';

const diagnosisColumns = { id: diagnoses.id, code: diagnoses.code, code_dotted: diagnoses.code_dotted, description: diagnoses.description };

export async function findDiagnosisPage(db: Queryable, search: DiagnosisSearch, byRelevance: boolean, page: PageWindow) {
  if (search.kind === 'nothing') return { rows: [], total: exactTotal(0) };
  const query = search.kind === 'words' ? sql`to_tsquery('english', ${search.tsquery})` : null;
  const where = and(
    eq(diagnoses.is_active, true),
    search.kind === 'code' ? sql`${diagnoses.code} collate "C" like ${`${search.prefix}%`}` : undefined,
    query ? sql`${diagnoses.search} @@ ${query}` : undefined,
  );
  // Codes are ASCII, so byte order is code order; under "C" the unique index serves the prefix and the order.
  const byCode = sql`${diagnoses.code} collate "C"`;
  // Normalisation 2 divides by length: among equal matches the general code ("Sleep apnea, unspecified") leads.
  const order: SQL[] = query && byRelevance ? [sql`ts_rank_cd(${diagnoses.search}, ${query}, 2) desc`, byCode] : [byCode];
  const rows = await db
    .select(diagnosisColumns)
    .from(diagnoses)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const total = await countUpTo(db, rowsOf(db, diagnoses, where), page);
  return { rows, total };
}

export interface PayerFilter {
  search?: string;
  type?: 'medicare' | 'medicaid' | 'commercial';
  state?: string;
}

export async function findPayerPage(db: Queryable, f: PayerFilter, page: PageWindow) {
  const term = f.search?.trim();
  const where = and(
    eq(payers.is_active, true),
    term ? or(ilike(payers.name, `%${escapeLike(term)}%`), ilike(payers.payer_id, `${escapeLike(term)}%`)) : undefined,
    f.type ? eq(payers.type, f.type) : undefined,
    f.state ? sql`(${payers.states} = '[]'::jsonb or ${payers.states} @> ${JSON.stringify([f.state])}::jsonb)` : undefined,
  );
  const rows = await db
    .select()
    .from(payers)
    .where(where)
    .orderBy(sql`case ${payers.type} when 'medicare' then 0 when 'medicaid' then 1 else 2 end`, asc(payers.name))
    .limit(page.limit)
    .offset(page.offset);
  const total = await countUpTo(db, rowsOf(db, payers, where), page);
  return { rows, total };
}

export async function findTagPage(db: Queryable, accountId: number, search: string | undefined, page: PageWindow) {
  const term = search?.trim();
  const where = and(eq(tags.account_id, accountId), term ? ilike(tags.name, `%${escapeLike(term)}%`) : undefined);
  const rows = await db
    .select({ id: tags.id, name: tags.name, color: tags.color })
    .from(tags)
    .where(where)
    .orderBy(sql`lower(${tags.name})`, asc(tags.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await countUpTo(db, rowsOf(db, tags, where), page);
  return { rows, total };
}

/** One row per ZIP and place; a 5-digit zip is exact, a shorter one a prefix. */
export async function findZipPlaces(db: Queryable, zip: string, state: string | undefined, page: PageWindow) {
  const where = and(
    zip.length === 5 ? eq(zipPlaces.zip, zip) : sql`${zipPlaces.zip} like ${`${zip}%`}`,
    state ? eq(zipPlaces.state_code, state) : undefined,
  );
  const rows = await db
    .select()
    .from(zipPlaces)
    .where(where)
    .orderBy(asc(zipPlaces.zip), asc(zipPlaces.city))
    .limit(page.limit)
    .offset(page.offset);
  const total = await countUpTo(db, rowsOf(db, zipPlaces, where), page);
  return { rows, total };
}

/** One row per city of a state, with all its ZIPs; `search` is a city-name prefix. */
export async function findStateCities(db: Queryable, state: string, search: string | undefined, page: PageWindow) {
  const term = search?.trim();
  const where = and(eq(zipPlaces.state_code, state), term ? ilike(zipPlaces.city, `${escapeLike(term)}%`) : undefined);
  const rows = await db
    .select({
      city: zipPlaces.city,
      county: sql<string>`mode() within group (order by ${zipPlaces.county})`,
      zips: sql<string[]>`array_agg(${zipPlaces.zip} order by ${zipPlaces.zip})`,
      lat: sql<number | null>`avg(${zipPlaces.lat})`.mapWith(Number),
      lng: sql<number | null>`avg(${zipPlaces.lng})`.mapWith(Number),
    })
    .from(zipPlaces)
    .where(where)
    .groupBy(zipPlaces.city)
    .orderBy(asc(zipPlaces.city))
    .limit(page.limit)
    .offset(page.offset);
  // The page has a row per city, so the total counts cities.
  const cities = db.selectDistinct({ city: zipPlaces.city }).from(zipPlaces).where(where);
  return { rows, total: await countUpTo(db, cities.$dynamic(), page) };
}
