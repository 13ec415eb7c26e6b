import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';

/** The same server, another database name. */
export function urlForDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTemplateDatabase(url: string, prepare: (db: Database) => Promise<void>): Promise<string> {
  const name = `dme_tpl_${randomBytes(4).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({ databaseUrl: urlForDatabase(url, name) });
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
  return name;
}

export async function createDatabaseFromTemplate(url: string, template: string): Promise<string> {
  const name = `dme_t_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return name;
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
