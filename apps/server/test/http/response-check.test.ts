import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, endpoint } from '@dme/contract';
import { endpointKey, implement } from '../../src/http/define';
import { RawJson } from '../../src/lib/raw-json';
import { allImplementations } from '../../src/modules';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { takeResponseMismatches, undeclaredKeys } from '../helpers/response-check';

/**
 * The response check of every API test (helpers/response-check.ts) can fail: answers outside their declared schema
 * (a missing field, a wrong type, an undeclared key, from a fake endpoint and from a real contract endpoint with a wrong handler) turn
 * into a 500 naming the endpoint and the field, and are listed for the setup's afterEach. Each test here drains the
 * list itself, since the mismatches are what it expects.
 */
const thing = z.object({ id: z.number().int(), name: z.string() });
const getThing = endpoint({
  method: 'GET',
  path: '/api/test/things/{thingId}',
  access: 'public',
  summary: 'Test only: one thing, answered right or wrong as the query asks.',
  params: z.object({ thingId: z.coerce.number().int() }),
  query: z.object({ shape: z.enum(['right', 'missing', 'mistyped', 'extra', 'raw-missing', 'refused']) }),
  response: z.object({ data: thing }),
});
const undeclared = endpoint({
  method: 'GET',
  path: '/api/test/no-response-schema',
  access: 'public',
  summary: 'Test only: an endpoint without a response schema is not checked.',
});

const currentUser = allEndpoints.find((e) => endpointKey(e) === 'GET /api/user')!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    endpoints: [...allEndpoints, getThing, undeclared],
    implementations: [
      // A real contract endpoint whose handler forgets the user's fields.
      ...allImplementations.map((i) =>
        endpointKey(i.endpoint) === endpointKey(currentUser) ? implement(currentUser, async () => ({ data: { id: 'one' } }) as never) : i,
      ),
      implement(getThing, async ({ params, query, reply }) => {
        const id = params.thingId;
        switch (query.shape) {
          case 'right': return { data: { id, name: 'Right' } };
          case 'missing': return { data: { id } } as never;
          case 'mistyped': return { data: { id: String(id), name: 'Mistyped' } } as never;
          case 'extra': return { data: { id, name: 'Extra', secret: 'x' } } as never;
          case 'raw-missing': return new RawJson(`{"data":{"id":${id}}}`);
          case 'refused': reply.code(409); return { message: 'Not now.' } as never;
        }
      }),
      implement(undeclared, async () => ({ anything: true }) as never),
    ],
  });
});
afterAll(() => t?.close());

const get = (shape: string) => t.app.inject({ method: 'GET', url: `/api/test/things/7?shape=${shape}` });

describe('answers are parsed with their declared response schema', () => {
  it('passes an answer that matches', async () => {
    const res = await get('right');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: 7, name: 'Right' } });
    expect(takeResponseMismatches()).toEqual([]);
  });

  it('turns an answer missing a field into a 500 naming the endpoint and the field, and lists it', async () => {
    const res = await get('missing');
    expect(res.statusCode).toBe(500);
    const body = res.json<{ endpoint: string; issues: { path: string[] }[]; message: string }>();
    expect(body.endpoint).toBe('GET /api/test/things/{thingId}');
    expect(body.issues.map((i) => i.path.join('.'))).toEqual(['data.name']);
    expect(body.message).toContain('data.name');
    const listed = takeResponseMismatches();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ endpoint: 'GET /api/test/things/{thingId}', path: '/api/test/things/7' });
  });

  it('catches a wrongly typed field', async () => {
    const res = await get('mistyped');
    expect(res.statusCode).toBe(500);
    expect(takeResponseMismatches().flatMap((m) => m.issues.map((i) => i.path.join('.')))).toEqual(['data.id']);
  });

  it('checks answers sent as ready-made JSON text (RawJson) too', async () => {
    const res = await get('raw-missing');
    expect(res.statusCode).toBe(500);
    expect(takeResponseMismatches()).toHaveLength(1);
  });

  it('lists a mismatch even when the test never looks at the answer', async () => {
    await get('missing');
    // The setup's afterEach fails any test that leaves this list non-empty.
    expect(takeResponseMismatches()).toHaveLength(1);
  });

  it('catches a real contract endpoint answered outside its declaration', async () => {
    const token = await t.tokenFor('supplier@demo.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(res.statusCode).toBe(500);
    const [mismatch] = takeResponseMismatches();
    expect(mismatch?.endpoint).toBe('GET /api/user');
    expect(mismatch?.issues.some((i) => i.path.join('.') === 'data.id')).toBe(true);
  });

  it('catches a key the schema does not declare (which zod alone would strip)', async () => {
    const res = await get('extra');
    expect(res.statusCode).toBe(500);
    expect(res.json<{ issues: { code: string; path: string[] }[] }>().issues).toEqual([
      expect.objectContaining({ code: 'undeclared_key', path: ['data', 'secret'] }),
    ]);
    expect(takeResponseMismatches()).toHaveLength(1);
  });

  it('finds undeclared keys in lists, and none where the schema keeps every key', () => {
    const list = z.object({ data: z.array(thing), meta: z.record(z.string(), z.number()) });
    const raw = { data: [{ id: 1, name: 'a' }, { id: 2, name: 'b', extra: true }], meta: { total: 2, page: 1 } };
    expect(undeclaredKeys(raw, list.parse(raw))).toEqual(['data[].extra']);
    const open = { data: [], meta: { total: 0, anyKey: 1 } };
    expect(undeclaredKeys(open, list.parse(open))).toEqual([]);
  });

  it('leaves error answers and endpoints without a response schema alone', async () => {
    expect((await get('refused')).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: '/api/test/no-response-schema' })).statusCode).toBe(200);
    expect(takeResponseMismatches()).toEqual([]);
  });
});
