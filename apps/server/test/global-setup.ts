import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { loadReferenceData } from '../src/modules/reference/loader';
import { seedDemo } from '../src/db/seed/seed-demo';
import { createTemplateDatabase, dropDatabase } from './helpers/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated and seeded PGlite data directory (embedded runs). */
    snapshotPath: string;
    /** A migrated and seeded PostgreSQL database used as the template of every test file's database. */
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds once per run; every test file then starts its own database from that state
 * (a PGlite snapshot in about 0.7 s instead of an initdb of 7 s, or `CREATE DATABASE ... TEMPLATE` on PostgreSQL).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await createTemplateDatabase(url, async (database) => {
      await migrateDatabase(database);
      await loadReferenceData(database.db);
      await seedDemo(database.db);
    });
    project.provide('pgTemplate', template);
    project.provide('snapshotPath', '');
    return () => dropDatabase(url, template);
  }
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  await loadReferenceData(database.db);
  await seedDemo(database.db);
  const dump = await database.pglite!.dumpDataDir('gzip');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'dme-snapshot-'));
  const snapshotPath = join(dir, 'snapshot.tar.gz');
  writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('snapshotPath', snapshotPath);
  project.provide('pgTemplate', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}
