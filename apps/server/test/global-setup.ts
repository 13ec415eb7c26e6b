import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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
    /** A migrated and seeded PGlite data folder on disk (embedded runs): every test file opens a copy of it. */
    templateDir: string;
    /** A migrated and seeded PostgreSQL database used as the template of every test file's database. */
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds once per run; every test file then starts its own database from that state: on PostgreSQL
 * `CREATE DATABASE ... TEMPLATE`; embedded, a copy of a PGlite data folder (about 1 s on the slow CI machine, where
 * loading a dumped tarball of the same 150 MB into PGlite's memory took 2.7-3.4 s, and an initdb 7 s). PGlite reads
 * a folder's pages as it needs them.
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
    project.provide('templateDir', '');
    return () => dropDatabase(url, template);
  }
  // tmpfs where the machine has one: the copies are written and dropped once per test file.
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'dme-template-'));
  const database = await openDatabase({ dataDir: dir });
  await migrateDatabase(database);
  await loadReferenceData(database.db);
  await seedDemo(database.db);
  await database.close();
  project.provide('templateDir', dir);
  project.provide('pgTemplate', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}
