import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { insertUnnest } from '../../../lib/bulk-insert';
import { readGzCsv } from './csv';

export const PLACES_FILE = 'us-zip-places-geonames.csv.gz';

const coordinate = (v: string | undefined): number | null => (v ? Number(v) : null);

/** Replaces the ZIP places outright: nothing references their rows (addresses keep the text). */
export async function loadPlaces(tx: Tx): Promise<number> {
  const rows = readGzCsv(PLACES_FILE).map(
    (r) => [r.zip, r.city, r.state_code, r.county ?? '', coordinate(r.lat), coordinate(r.lng)] as const,
  );
  await tx.execute(sql`delete from zip_places`);
  await insertUnnest(
    tx,
    'zip_places',
    [
      ['zip', 'text'],
      ['city', 'text'],
      ['state_code', 'text'],
      ['county', 'text'],
      ['lat', 'float8'],
      ['lng', 'float8'],
    ],
    rows,
  );
  return rows.length;
}
