import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { equipmentIdOf } from './helpers';

let t: TestApp;
let token: string;
let cpapId: number;
let conId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('doctor@demo.test');
  cpapId = await equipmentIdOf(t.database.db, 'E0601');
  conId = await equipmentIdOf(t.database.db, 'E1390');
});
afterAll(() => t?.close());

const get = (url: string, as = token) => t.app.inject({ method: 'GET', url, headers: bearer(as) });
type Node = { id: number; name: string; slug: string; item_count: number; children: Omit<Node, 'children'>[] };
type Item = {
  id: number;
  hcpcs: string;
  name: string;
  category: { slug: string };
  subcategory: { id: number; slug: string };
  is_otc: boolean;
  rental_or_purchase: string;
};

describe('GET /api/equipment', () => {
  it('view=tree has E0601 counted under Respiratory & sleep / Sleep therapy (CPAP/BiPAP)', async () => {
    const tree = (await get('/api/equipment?view=tree')).json<{ data: Node[] }>().data;
    const respiratory = tree.find((n) => n.slug === 'respiratory-sleep');
    expect(respiratory?.name).toBe('Respiratory & sleep');
    const sleep = respiratory!.children.find((c) => c.slug === 'sleep-therapy');
    expect(sleep).toMatchObject({ name: 'Sleep therapy (CPAP/BiPAP)' });
    expect(sleep!.item_count).toBeGreaterThan(5);
    expect(respiratory!.item_count).toBe(respiratory!.children.reduce((n, c) => n + c.item_count, 0));
    expect(tree.reduce((n, c) => n + c.item_count, 0)).toBe(2706);
    expect(tree.map((n) => n.slug)).toEqual(
      expect.arrayContaining([
        'mobility',
        'beds-support-surfaces',
        'orthotics-prosthetics',
        'diabetic-supplies',
        'wound-care',
        'bathroom-safety',
        'otc',
      ]),
    );

    const items = (await get(`/api/equipment?subcategory_id=${sleep!.id}&rowsPerPage=100`)).json<{
      data: Item[];
      meta: { total: number };
    }>();
    expect(items.meta.total).toBe(sleep!.item_count);
    const cpap = items.data.find((i) => i.hcpcs === 'E0601');
    expect(cpap).toMatchObject({
      id: cpapId,
      name: 'Continuous positive airway pressure (CPAP) device',
      rental_or_purchase: 'rental',
      category: { slug: 'respiratory-sleep' },
    });
  });

  it('searches words of the name and description, and code prefixes', async () => {
    const words = (await get('/api/equipment?search=positive%20airway&rowsPerPage=100')).json<{ data: Item[] }>().data.map((i) => i.hcpcs);
    expect(words).toEqual(expect.arrayContaining(['E0601', 'A7030', 'A7037']));
    const code = (await get('/api/equipment?search=k000')).json<{ data: Item[] }>().data.map((i) => i.hcpcs);
    expect(code).toEqual(['K0001', 'K0002', 'K0003', 'K0004', 'K0005', 'K0006', 'K0007', 'K0008', 'K0009']);
  });

  it('filters by rental or purchase', async () => {
    const body = (await get('/api/equipment?rental_or_purchase=rental&rowsPerPage=100')).json<{ data: Item[]; meta: { total: number } }>();
    expect(body.data.every((i) => i.rental_or_purchase === 'rental')).toBe(true);
    expect(body.data.map((i) => i.hcpcs)).toContain('E0601');
    expect(body.meta.total).toBeLessThan(2706);
  });

  it('sorts by name either way (collation left to the database)', async () => {
    const list = async (dir: string) =>
      (await get(`/api/equipment?search=wheelchair%20standard&sortBy=name&sortType=${dir}&rowsPerPage=100`))
        .json<{ data: Item[] }>()
        .data.map((i) => i.name);
    const asc = await list('asc');
    expect(asc.length).toBeGreaterThan(3);
    expect(new Set(asc).size).toBe(asc.length);
    expect(await list('desc')).toEqual([...asc].reverse());
  });

  it('rejects an unknown view with 422', async () => {
    expect((await get('/api/equipment?view=graph')).statusCode).toBe(422);
  });
});

describe('GET /api/equipment/{equipmentId}', () => {
  it('answers the item with its insurance defaults', async () => {
    const res = await get(`/api/equipment/${conId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      hcpcs: 'E1390',
      subcategory: { slug: 'oxygen' },
      insurance: { equipment_id: conId, requires_cmn: true, cmn_form: 'CMS-484', requires_f2f: true, modifiers: ['RR'] },
    });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await get('/api/equipment/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/equipment-insurance-defaults', () => {
  it('reads equipment_ids[] in brackets and answers in the order asked', async () => {
    const res = await get(`/api/equipment-insurance-defaults?equipment_ids[]=${conId}&equipment_ids[]=${cpapId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: { equipment_id: number; hcpcs: string; requires_f2f: boolean; modifiers: string[] }[] }>().data;
    expect(data.map((d) => d.hcpcs)).toEqual(['E1390', 'E0601']);
    expect(data[1]).toMatchObject({
      equipment_id: cpapId,
      requires_f2f: true,
      requires_prior_auth: false,
      rental_or_purchase: 'rental',
      modifiers: ['RR', 'KX'],
    });
  });

  it('takes one bracketed id, encoded brackets and repeated plain keys alike', async () => {
    for (const query of [`equipment_ids[]=${cpapId}`, `equipment_ids%5B%5D=${cpapId}`, `equipment_ids=${cpapId}&equipment_ids=${conId}`]) {
      const res = await get(`/api/equipment-insurance-defaults?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.json().data[0].equipment_id).toBe(cpapId);
    }
  });

  it('answers 422 for an empty list, a non-numeric id or an unknown id', async () => {
    const empty = await get('/api/equipment-insurance-defaults');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ equipment_ids: ['The equipment ids field is required.'] });
    expect((await get('/api/equipment-insurance-defaults?equipment_ids[]=abc')).statusCode).toBe(422);
    const unknown = await get(`/api/equipment-insurance-defaults?equipment_ids[]=${cpapId}&equipment_ids[]=999999`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'equipment_ids.1': ['The selected equipment id is invalid.'] });
  });
});

describe('GET /api/doctor/equipment/{equipmentId}/insurance-params', () => {
  it('answers the parameters of one item to a doctor, and 404 for an unknown one', async () => {
    const res = await get(`/api/doctor/equipment/${cpapId}/insurance-params`);
    expect(res.json().data).toMatchObject({ equipment_id: cpapId, hcpcs: 'E0601', requires_f2f: true, max_units: 1 });
    expect((await get('/api/doctor/equipment/999999/insurance-params')).statusCode).toBe(404);
  });
});

describe('GET /api/otc-catalog', () => {
  it('lists only over-the-counter items', async () => {
    const body = (await get('/api/otc-catalog?rowsPerPage=100')).json<{ data: Item[]; meta: { total: number } }>();
    expect(body.data.every((i) => i.is_otc)).toBe(true);
    expect(body.meta.total).toBeGreaterThan(30);
    const bath = (await get('/api/otc-catalog?search=bath')).json<{ data: Item[] }>().data.map((i) => i.hcpcs);
    expect(bath).toContain('E0240');
    expect((await get('/api/otc-catalog?search=E0601')).json<{ data: Item[] }>().data).toEqual([]);
  });
});
