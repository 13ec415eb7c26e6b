import type { CityPlace, Diagnosis, DiagnosesQuery, InsurancePayer, ListQuery, Tag } from '@dme/contract';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { exactTotal, pageMeta, windowOf, type Page } from '../../lib/paging';
import { readDiagnosisSearch } from './diagnosis-search';
import { findDiagnosisPage, findPayerPage, findStateCities, findTagPage, findZipPlaces, type PayerFilter } from './reference.queries';

export async function searchDiagnoses(db: Queryable, query: DiagnosesQuery): Promise<Page<Diagnosis>> {
  const search = readDiagnosisSearch(query.search);
  const { rows, total } = await findDiagnosisPage(db, search, query.sortBy !== 'code', windowOf(query));
  return { data: rows, meta: pageMeta(total, query) };
}

export async function listPayers(db: Queryable, query: ListQuery & PayerFilter): Promise<Page<InsurancePayer>> {
  const { rows, total } = await findPayerPage(db, query, windowOf(query));
  const data = rows.map(({ is_active: _active, ...payer }) => payer);
  return { data, meta: pageMeta(total, query) };
}

/** Tags belong to an account; callers without one (patients) have none. */
export async function listTags(db: Queryable, actor: Actor, query: ListQuery): Promise<Page<Tag>> {
  if (actor.accountId === null) return { data: [], meta: pageMeta(exactTotal(0), query) };
  const { rows, total } = await findTagPage(db, actor.accountId, query.search, windowOf(query));
  return { data: rows, meta: pageMeta(total, query) };
}

export async function lookUpCities(db: Queryable, query: ListQuery & { zip?: string; state?: string }): Promise<Page<CityPlace>> {
  if (query.zip !== undefined) {
    const { rows, total } = await findZipPlaces(db, query.zip, query.state, windowOf(query));
    const data = rows.map((r) => ({
      city: r.city,
      state: r.state_code,
      county: r.county,
      zip: r.zip,
      zips: [r.zip],
      lat: r.lat,
      lng: r.lng,
    }));
    return { data, meta: pageMeta(total, query) };
  }
  const state = query.state!;
  const { rows, total } = await findStateCities(db, state, query.search, windowOf(query));
  const data = rows.map((r) => ({ city: r.city, state, county: r.county, zip: r.zips[0] ?? '', zips: r.zips, lat: r.lat, lng: r.lng }));
  return { data, meta: pageMeta(total, query) };
}
