import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../src/lib/paging';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('doctor@demo.test');
});
afterAll(() => t?.close());

const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/diagnoses?${query}`, headers: bearer(token) });
type Row = { code: string; code_dotted: string; description: string };

describe('GET /api/diagnoses', () => {
  it('"sleep apnea" has G47.33 (obstructive sleep apnea) on the first page', async () => {
    const res = await search('search=sleep%20apnea');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Row[]; meta: { total: number; page: number; rowsPerPage: number } }>();
    expect(body.data.map((d) => d.code_dotted)).toContain('G47.33');
    expect(body.data.find((d) => d.code === 'G4733')?.description).toBe('Obstructive sleep apnea (adult) (pediatric)');
    expect(body.meta).toMatchObject({ page: 1, rowsPerPage: 25 });
    expect(body.data.every((d) => /sleep apnea/i.test(d.description))).toBe(true);
  });

  it('words match as prefixes, so a half-typed word already finds the code', async () => {
    const body = (await search('search=obstructive%20sleep%20apn')).json<{ data: Row[] }>();
    expect(body.data.map((d) => d.code_dotted)).toContain('G47.33');
  });

  it('a dotted code prefix finds the codes under it, and only those', async () => {
    const body = (await search('search=G47.3')).json<{ data: Row[]; meta: { total: number } }>();
    expect(body.data.map((d) => d.code_dotted)).toEqual([
      'G47.30',
      'G47.31',
      'G47.32',
      'G47.33',
      'G47.34',
      'G47.35',
      'G47.36',
      'G47.37',
      'G47.39',
    ]);
    expect(body.meta.total).toBe(9);
  });

  it('a code without the dot, in lower case, finds the same code', async () => {
    const body = (await search('search=g4733')).json<{ data: Row[] }>();
    expect(body.data).toEqual([
      { id: expect.any(Number), code: 'G4733', code_dotted: 'G47.33', description: 'Obstructive sleep apnea (adult) (pediatric)' },
    ]);
  });

  it('pages through a long result with a stable total', async () => {
    const first = (await search('search=diabetes&rowsPerPage=50')).json<{ data: Row[]; meta: { total: number } }>();
    const second = (await search('search=diabetes&rowsPerPage=50&page=2')).json<{ data: Row[]; meta: { total: number } }>();
    expect(first.meta.total).toBeGreaterThan(100);
    expect(second.meta.total).toBe(first.meta.total);
    expect(first.data).toHaveLength(50);
    expect(new Set([...first.data, ...second.data].map((d) => d.code)).size).toBe(100);
  });

  it('query operators in the search are plain text, not tsquery syntax', async () => {
    const res = await search(`search=${encodeURIComponent("sleep & | ! apnea:* ' (")}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Row[] }>().data.map((d) => d.code)).toContain('G4733');
    const nothing = await search(`search=${encodeURIComponent('&&& !!!')}`);
    expect(nothing.json()).toEqual({ data: [], meta: { total: 0, page: 1, rowsPerPage: 25 } });
  });

  it('without a search lists every billable code in code order; the total stops at the count cap until the last pages', async () => {
    const body = (await search('')).json<{ data: Row[]; meta: { total: number } }>();
    expect(body.meta).toEqual({ total: COUNT_CAP, page: 1, rowsPerPage: 25, total_capped: true });
    expect(body.data[0]!.code).toBe('A000');
    const last = (await search('page=2971&rowsPerPage=25')).json<{ data: Row[]; meta: { total: number } }>();
    expect(last.meta).toEqual({ total: 74260, page: 2971, rowsPerPage: 25 });
    expect(last.data).toHaveLength(10);
  });

  it('sortBy=code orders word matches by code', async () => {
    const codes = (await search('search=sleep%20apnea&sortBy=code')).json<{ data: Row[] }>().data.map((d) => d.code);
    expect(codes).toEqual([...codes].sort());
  });

  it('rejects a page size outside 25/50/100 with 422', async () => {
    const res = await search('rowsPerPage=1000');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('rowsPerPage');
  });

  it('answers every signed-in role, patients included', async () => {
    const patient = await t.tokenFor('patient@demo.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/diagnoses?search=I10', headers: bearer(patient) });
    expect(res.json<{ data: Row[] }>().data[0]).toMatchObject({ code: 'I10', description: 'Essential (primary) hypertension' });
  });
});
