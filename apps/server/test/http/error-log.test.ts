import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { allEndpoints, endpoint } from '@dme/contract';
import { z } from 'zod';
import { implement } from '../../src/http/define';
import { allImplementations } from '../../src/modules';
import { bearer, createTestApp, testConfig, type TestApp } from '../helpers/test-app';

/**
 * Health data stays out of the logs: a failing query that carries a patient's name logs its statement and
 * PostgreSQL's code, not the name; request lines keep the path without the query string or link secrets.
 */
const PATIENT = 'Margaret Q. Thornbury';
const lines: string[] = [];
const failing = endpoint({
  method: 'GET',
  path: '/api/test/failing-query',
  access: 'public',
  summary: 'Test only: a query that fails with a patient name as its parameter.',
  query: z.object({ name: z.string() }),
});

const broken = endpoint({
  method: 'GET',
  path: '/api/test/broken-query',
  access: 'public',
  summary: 'Test only: a server fault in a query that carries a patient name.',
  query: z.object({ name: z.string() }),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: testConfig({ logLevel: 'info' }),
    logger: true,
    logStream: { write: (line: string) => void lines.push(line) },
    endpoints: [...allEndpoints, failing, broken],
    implementations: [
      ...allImplementations,
      implement(failing, async ({ app, query }) => {
        // Fails in PostgreSQL (22P02) with the name both as the parameter and quoted in the error message.
        await app.db.execute(sql`select ${query.name}::int as n`);
      }),
      implement(broken, async ({ app, query }) => {
        // A server fault (42P01, undefined table) whose statement still carries the name as its parameter.
        await app.db.execute(sql`select * from missing_table_for_test where name = ${query.name}`);
      }),
    ],
  });
});
afterAll(() => t?.close());

describe('logs without patient data', () => {
  it('a failing query logs its statement and code, never the patient name it carried', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/test/failing-query?name=${encodeURIComponent(PATIENT)}` });
    // PostgreSQL refused the data (22P02): the caller's input, answered as a validation error.
    expect(res.statusCode).toBe(422);
    const log = lines.join('\n');
    const failure = lines.find((l) => l.includes('input refused by the database'));
    expect(failure).toBeDefined();
    expect(failure).toContain('22P02');
    expect(failure).toContain('select $1::int as n');
    expect(log).not.toContain('Thornbury');
    expect(log).not.toContain('Margaret');
  });

  it('a server fault in a query answers 500 and logs the statement, never the name', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: `/api/test/broken-query?name=${encodeURIComponent(PATIENT)}` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Server Error' });
    const failure = lines.find((l) => l.includes('request failed'));
    expect(failure).toContain('42P01');
    expect(failure).toContain('missing_table_for_test where name = $1');
    expect(lines.join('\n')).not.toContain('Thornbury');
  });

  it('request lines keep the path of a patient search, not its query string', async () => {
    lines.length = 0;
    const token = await t.tokenFor('supplier@demo.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/vendor/patients?search=Thornbury&dob=01/02/1950', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const log = lines.join('\n');
    expect(log).toContain('/api/vendor/patients');
    expect(log).not.toContain('Thornbury');
    expect(log).not.toContain('1950');
  });

  it('link secrets in paths are left out of request lines', async () => {
    lines.length = 0;
    const secret = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    await t.app.inject({ method: 'GET', url: `/api/sign/${secret}` });
    expect(lines.join('\n')).not.toContain(secret);
  });
});
