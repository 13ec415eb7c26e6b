import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { referenceDataVersions } from '../../../db/schema';
import { loadDiagnoses } from './load-diagnoses';
import { loadEquipment } from './load-equipment';
import { loadPayers } from './load-payers';
import { loadPlaces } from './load-places';

/**
 * Version of each shipped data set. Bump one when its file in reference-data or its rules change: the next
 * start reloads that set alone (upserts keep row ids, so orders and catalogs keep their references).
 */
export const REFERENCE_DATA_VERSIONS = {
  diagnoses: 'icd10cm-fy2025-apr',
  equipment: 'hcpcs-2025oct+rules-2',
  places: 'geonames-2025-11',
  payers: 'demo-payers-1',
} as const;
export type ReferenceDataSet = keyof typeof REFERENCE_DATA_VERSIONS;

const LOADERS: Record<ReferenceDataSet, (tx: Tx) => Promise<number>> = {
  diagnoses: loadDiagnoses,
  equipment: loadEquipment,
  places: loadPlaces,
  payers: loadPayers,
};

/** Any constant works: it only has to be the same for every server instance sharing the database. */
const LOAD_LOCK = 727_001;

async function staleSets(db: Db | Tx): Promise<ReferenceDataSet[]> {
  const loaded = new Map((await db.select().from(referenceDataVersions)).map((r) => [r.name, r.version]));
  return (Object.keys(REFERENCE_DATA_VERSIONS) as ReferenceDataSet[]).filter((name) => loaded.get(name) !== REFERENCE_DATA_VERSIONS[name]);
}

/**
 * A bulk load leaves tens of MB of WAL that a restart (or a PGlite snapshot restore, once per test file) would
 * replay; a checkpoint makes that replay empty. Best effort: managed PostgreSQL may refuse CHECKPOINT to
 * non-superusers, and the data is committed either way.
 */
async function checkpoint(db: Db): Promise<void> {
  try {
    await db.execute(sql`checkpoint`);
  } catch {
    // Nothing to do: recovery simply replays the WAL.
  }
}

export interface ReferenceLoadResult {
  loaded: { name: ReferenceDataSet; rows: number }[];
  ms: number;
}

/**
 * Loads the reference tables (ICD-10-CM, HCPCS equipment catalogue, ZIP places, payers) when they are empty or
 * their version changed. Cheap when current: one query. Runs after migrations, before the app serves.
 */
export async function loadReferenceData(db: Db, opts: { log?: (message: string) => void } = {}): Promise<ReferenceLoadResult> {
  const started = performance.now();
  if ((await staleSets(db)).length === 0) return { loaded: [], ms: performance.now() - started };
  opts.log?.('Loading reference data (ICD-10-CM, HCPCS, ZIP codes, payers)...');
  const loaded = await db.transaction(async (tx) => {
    // Several instances may start together on one PostgreSQL: the first loads, the others wait and find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`);
    const done: ReferenceLoadResult['loaded'] = [];
    for (const name of await staleSets(tx)) {
      const rows = await LOADERS[name](tx);
      const version = REFERENCE_DATA_VERSIONS[name];
      await tx
        .insert(referenceDataVersions)
        .values({ name, version, rows })
        .onConflictDoUpdate({ target: referenceDataVersions.name, set: { version, rows, loaded_at: sql`now()` } });
      done.push({ name, rows });
    }
    return done;
  });
  await checkpoint(db);
  const ms = performance.now() - started;
  opts.log?.(`Reference data loaded in ${(ms / 1000).toFixed(1)} s: ${loaded.map((l) => `${l.name} ${l.rows}`).join(', ')}`);
  return { loaded, ms };
}
