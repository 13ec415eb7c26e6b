import { randomUUID } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { allEndpoints } from '@dme/contract';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { createDatabaseFromTemplate, dropDatabase, urlForDatabase } from './postgres';
import { installResponseCheck } from './response-check';

export const testConfig = (over: Partial<AppConfig> = {}): AppConfig => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  databaseUrl: undefined,
  databasePoolSize: 10,
  redisUrl: undefined,
  appSecret: 'test-secret-0123456789abcdef',
  pusherKey: 'test-key',
  seedDemo: false,
  webDist: undefined,
  publicUrl: 'http://localhost:8080',
  logLevel: 'silent',
  s3: undefined,
  smtpUrl: undefined,
  mailFrom: 'DME Portal <no-reply@test.local>',
  jobs: false,
  // Off in tests that write the database directly and expect the next request to see it (on PostgreSQL the change
  // notification arrives asynchronously); test/http/actor-cache.test.ts turns it on.
  callerCacheSeconds: 0,
  clearinghouseDir: '/nonexistent/clearinghouse',
  claimMdUrl: 'http://127.0.0.1:9/services',
  resupplyLeadDays: 10,
  clearinghousePollCron: '*/5 * * * *',
  ...over,
});

/** A fresh database for one test file, in the seeded state: a copy of the PGlite template folder, or of the PostgreSQL template. */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const pgTemplate = inject('pgTemplate');
  if (url && pgTemplate) {
    const name = await createDatabaseFromTemplate(url, pgTemplate);
    const database = await openDatabase({ databaseUrl: urlForDatabase(url, name) });
    return { ...database, close: async () => { await database.close(); await dropDatabase(url, name); } };
  }
  const template = inject('templateDir');
  const copy = `${template}-${randomUUID()}`;
  cpSync(template, copy, { recursive: true });
  const database = await openDatabase({ dataDir: copy });
  return { ...database, close: async () => { await database.close(); rmSync(copy, { recursive: true, force: true }); } };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Signs a demo account in and answers its bearer token. */
  tokenFor(login: string, password?: string): Promise<string>;
  /**
   * The account's last token while `GET /api/user` still takes it, else a new sign-in: for walks over every endpoint,
   * where a call may end the session (logout) but a sign-in each (argon2id) would cost seconds.
   */
  liveTokenFor(login: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(opts: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const app = await buildApp({ config: testConfig(), database, logger: false, ...opts });
  // Every 2xx JSON answer is parsed with its endpoint's declared response schema (helpers/response-check.ts).
  installResponseCheck(app, opts.endpoints ?? allEndpoints);
  await app.ready();
  const held = new Map<string, string>();
  const tokenFor = async (login: string, password = DEMO_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { login, password } });
    if (res.statusCode !== 200) throw new Error(`login ${login} failed: ${res.statusCode} ${res.body}`);
    return res.json<{ token: string }>().token;
  };
  return {
    app,
    database,
    tokenFor,
    async liveTokenFor(login) {
      const last = held.get(login);
      if (last && (await app.inject({ method: 'GET', url: '/api/user', headers: bearer(last) })).statusCode === 200) return last;
      const token = await tokenFor(login);
      held.set(login, token);
      return token;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export type Res = LightMyRequestResponse;
