import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { allEndpoints, type EndpointDeclaration, type Role } from '@dme/contract';
import { bearer, createTestApp, testConfig, type TestApp } from '../../helpers/test-app';

/**
 * Every declared endpoint, walked with hostile input: wrong types, out-of-range and fractional numbers, NUL bytes,
 * 1 MB strings, deep nesting, prototype keys, invalid dates, wrong content types and invalid JSON. None may answer
 * 5xx; none may reach the database with it (the server logs 'input refused by the database' when a schema let a
 * value through that PostgreSQL refused); and a batch answered only with 4xx writes nothing.
 */
const DEMO: Record<Role, string> = {
  supplier: 'supplier@demo.test',
  doctor: 'doctor@demo.test',
  patient: 'patient@demo.test',
  driver: 'driver1@demo.test',
};
const MB_STRING = 'x'.repeat(1_000_000);
const DEEP = (() => {
  let v: unknown = 1;
  for (let i = 0; i < 200; i++) v = { a: v };
  return v;
})();
const HOSTILE_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  99_999_999_999,
  -99_999_999_999,
  1.5,
  -1,
  'not-a-date',
  '2023-02-30',
  {},
  [],
  true,
  null,
  MB_STRING,
  DEEP,
];
const HOSTILE_QUERY = ['%00', 'a%00b', '99999999999', '-1', '1.5', 'not-a-date', '2023-02-30', 'x'.repeat(5000), '%ZZ'];
const HOSTILE_IDS = ['99999999999', '-1', '1.5', 'abc', '%00', '1%00', '0', 'x'.repeat(300)];

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  format?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** A value of the schema's shape, so that changing one field of a body reaches that field's own check. */
function sample(s: JsonSchema | undefined, depth = 0): unknown {
  if (!s || depth > 4) return 'x';
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf?.length) return sample(s.anyOf.find((a) => a.type !== 'null') ?? s.anyOf[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object') return Object.fromEntries((s.required ?? []).map((k) => [k, sample(s.properties?.[k], depth + 1)]));
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (s.format === 'email') return 'someone@example.com';
  if (s.format === 'date') return '2024-01-02';
  return 'x';
}

const urlOf = (e: EndpointDeclaration, id = '1') => e.path.replace(/\{\w+\??\}/g, id);

let t: TestApp;
const lines: string[] = [];

async function tokenFor(e: EndpointDeclaration): Promise<string | undefined> {
  if (e.access === 'public') return undefined;
  const role: Role = e.access === 'authenticated' ? 'supplier' : (e.access.roles[0] as Role);
  // The last token while it works: a hostile call to logout or a password change may have ended it.
  return t.liveTokenFor(DEMO[role]);
}

/** The statement reading the fingerprint: the tables are read once per file (the schema does not change). */
let fingerprintQuery: SQL | undefined;

/** Row counts and last changes of every table a hostile request could write. */
async function fingerprint(): Promise<string> {
  fingerprintQuery ??= await fingerprintStatement();
  const result = await t.database.db.execute(fingerprintQuery);
  const out = (result as unknown as { rows?: { f: string }[] }).rows ?? (result as unknown as { f: string }[]);
  return out[0]!.f;
}

async function fingerprintStatement(): Promise<SQL> {
  const tables = await t.database.db.execute<{ table_name: string; has_updated: boolean }>(sql`
    select c.table_name, bool_or(c.column_name = 'updated_at') as has_updated
    from information_schema.columns c join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
    where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
      -- Signing in for each endpoint writes a token and may count a failure: not what is under test.
      and c.table_name not in ('access_tokens', 'login_failures', '__drizzle_migrations')
    group by c.table_name order by c.table_name`);
  const rows =
    (tables as unknown as { rows?: { table_name: string; has_updated: boolean }[] }).rows ??
    (tables as unknown as { table_name: string; has_updated: boolean }[]);
  const parts = rows.map((r) =>
    sql.raw(`(select count(*)::text${r.has_updated ? ` || ':' || coalesce(max(updated_at)::text, '')` : ''} from "${r.table_name}")`),
  );
  // An array, not concat_ws: a function takes at most 100 arguments and the schema has more tables than that.
  return sql`select array_to_string(array[${sql.join(parts, sql`, `)}], '|') as f`;
}

type Attempt = { label: string; url: string; payload?: string; contentType?: string };

function attemptsFor(e: EndpointDeclaration): Attempt[] {
  const out: Attempt[] = [];
  const hasBody = e.method === 'POST' || e.method === 'PUT';
  if (/\{\w+\??\}/.test(e.path)) for (const id of HOSTILE_IDS) out.push({ label: `path id ${id.slice(0, 12)}`, url: urlOf(e, id) });
  const query = jsonSchemaOf(e.query);
  for (const key of Object.keys(query?.properties ?? { search: {} })) {
    for (const v of HOSTILE_QUERY)
      out.push({ label: `query ${key}=${v.slice(0, 12)}`, url: `${urlOf(e)}?${encodeURIComponent(key)}=${v}` });
  }
  out.push({ label: 'query array and prototype keys', url: `${urlOf(e)}?page[]=1&__proto__[x]=1&constructor[prototype][x]=1` });
  if (hasBody && !e.multipart) {
    const body = jsonSchemaOf(e.body);
    const base = (sample(body) ?? {}) as Record<string, unknown>;
    const json = (v: unknown) => JSON.stringify(v);
    out.push({ label: 'invalid JSON', url: urlOf(e), payload: '{"a":', contentType: 'application/json' });
    out.push({ label: 'text body', url: urlOf(e), payload: 'hello', contentType: 'text/plain' });
    out.push({ label: 'array body', url: urlOf(e), payload: '[]', contentType: 'application/json' });
    out.push({ label: 'string body', url: urlOf(e), payload: '"x"', contentType: 'application/json' });
    out.push({ label: 'null body', url: urlOf(e), payload: 'null', contentType: 'application/json' });
    out.push({ label: 'deep nesting', url: urlOf(e), payload: json(DEEP), contentType: 'application/json' });
    out.push({
      label: '__proto__ key',
      url: urlOf(e),
      payload: `{"__proto__":{"isAdmin":true},${json(base).slice(1)}`.replace(',}', '}'),
      contentType: 'application/json',
    });
    out.push({
      label: 'constructor.prototype key',
      url: urlOf(e),
      payload: json({ ...base, constructor: { prototype: { isAdmin: true } } }),
      contentType: 'application/json',
    });
    for (const key of Object.keys(body?.properties ?? {})) {
      for (const v of HOSTILE_VALUES) {
        const label = `body ${key}=${typeof v === 'string' ? JSON.stringify(v.slice(0, 12)) : v === DEEP ? 'deep' : JSON.stringify(v)}`;
        out.push({ label, url: urlOf(e), payload: json({ ...base, [key]: v }), contentType: 'application/json' });
      }
    }
  }
  return out;
}

/**
 * The walk of one shard of the endpoints (every `shards`-th from `shard`, 1-based): the walk is the API suite's longest
 * file, and in shards it spreads over the test workers. Each shard file runs on its own app and database.
 */
export function describeHostileWalk(shard: number, shards: number): void {
  beforeAll(async () => {
    // Module state outlives a file when test files share a worker's modules (the server project runs unisolated).
    fingerprintQuery = undefined;
    t = await createTestApp({
      config: testConfig({ logLevel: 'warn' }),
      logger: true,
      logStream: { write: (l: string) => void lines.push(l) },
    });
  });
  afterAll(() => t?.close());

  describe(`hostile input never answers 5xx, never reaches the database, and writes nothing (shard ${shard} of ${shards})`, () => {
    it('walks every declared endpoint', () => {
      expect(allEndpoints.length).toBeGreaterThan(250);
    });

    for (const e of allEndpoints.filter((_, i) => i % shards === shard - 1)) {
      it(`${e.method} ${e.path}`, async () => {
        const token = await tokenFor(e);
        const before = await fingerprint();
        lines.length = 0;
        const failures: string[] = [];
        let wrote = false;
        for (const a of attemptsFor(e)) {
          const res = await t.app.inject({
            method: e.method,
            url: a.url,
            headers: { ...(token ? bearer(token) : {}), ...(a.contentType ? { 'content-type': a.contentType } : {}) },
            ...(a.payload !== undefined ? { payload: a.payload } : {}),
          });
          if (res.statusCode >= 500) failures.push(`${a.label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          if (res.statusCode < 400) wrote = true;
        }
        const reached = lines.filter((l) => l.includes('input refused by the database'));
        expect(failures).toEqual([]);
        expect(
          reached
            .map((l) => (JSON.parse(l) as { err?: { code?: string; query?: string } }).err)
            .map((err) => `${err?.code} ${err?.query?.slice(0, 100)}`),
        ).toEqual([]);
        // Only a batch refused throughout must leave every table as it was (a hostile extra key is ignored, so a
        // call may succeed and write as it would have anyway).
        if (!wrote) expect(await fingerprint()).toBe(before);
      });
    }
  });
}
