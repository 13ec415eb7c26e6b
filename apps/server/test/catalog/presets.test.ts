import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { catalogPresets } from '../../src/db/schema';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { auditRowsFor, createTenant, equipmentIdOf } from './helpers';

let t: TestApp;
let doctor: string;
let cpapId: number;
let maskId: number;
beforeAll(async () => {
  t = await createTestApp();
  doctor = await t.tokenFor('doctor@demo.test');
  cpapId = await equipmentIdOf(t.database.db, 'E0601');
  maskId = await equipmentIdOf(t.database.db, 'A7030');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });
type Preset = {
  id: number;
  name: string;
  items: { equipment_id: number; qty: number; equipment: { hcpcs: string; name: string } | null }[];
};

describe.each([
  {
    side: 'doctor',
    base: '/api/doctor/catalog-presets',
    login: 'doctor@demo.test',
    colleague: 'doctor.staff@demo.test',
    tenant: 'doctor' as const,
  },
  {
    side: 'supplier',
    base: '/api/vendor/catalog-presets',
    login: 'supplier@demo.test',
    colleague: 'supplier.staff@demo.test',
    tenant: 'supplier' as const,
  },
])('$side catalog presets', ({ base, login, colleague, tenant }) => {
  let token: string;
  let presetId: number;
  beforeAll(async () => {
    token = await t.tokenFor(login);
  });

  it('creates a preset (201) with the items named, and audits it', async () => {
    const res = await call('POST', base, token, {
      name: '  CPAP starter  ',
      items: [
        { equipment_id: cpapId, qty: 1 },
        { equipment_id: maskId, qty: 2 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const preset = res.json<{ data: Preset }>().data;
    presetId = preset.id;
    expect(preset).toMatchObject({
      name: 'CPAP starter',
      items: [
        { equipment_id: cpapId, qty: 1, equipment: { hcpcs: 'E0601' } },
        { qty: 2, equipment: { hcpcs: 'A7030' } },
      ],
    });
    const audit = await auditRowsFor(t.database.db, 'catalog_preset', presetId);
    expect(audit).toMatchObject([{ action: 'catalog_preset.create', after: { name: 'CPAP starter' } }]);
  });

  it('lists and gets it, also for a colleague of the same account', async () => {
    const other = await t.tokenFor(colleague);
    const listed = (await call('GET', `${base}?search=starter`, other)).json<{ data: Preset[]; meta: { total: number } }>();
    expect(listed.data.map((p) => p.id)).toEqual([presetId]);
    const one = await call('GET', `${base}/${presetId}`, other);
    expect(one.json<{ data: Preset }>().data.items).toHaveLength(2);
  });

  it('replaces name and items, audited with before and after', async () => {
    const res = await call('PUT', `${base}/${presetId}`, token, { name: 'CPAP masks', items: [{ equipment_id: maskId, qty: 3 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Preset }>().data).toMatchObject({ name: 'CPAP masks', items: [{ equipment_id: maskId, qty: 3 }] });
    const audit = await auditRowsFor(t.database.db, 'catalog_preset', presetId);
    expect(audit[1]).toMatchObject({
      action: 'catalog_preset.update',
      before: { name: 'CPAP starter' },
      after: { name: 'CPAP masks', items: [{ equipment_id: maskId, qty: 3 }] },
    });
  });

  it('answers 422 with field errors for a bad body', async () => {
    const cases: [object, string[]][] = [
      [{ name: '', items: [{ equipment_id: cpapId, qty: 1 }] }, ['name']],
      [{ name: 'x', items: [] }, ['items']],
      [{ name: 'x' }, ['items']],
      [{ name: 'x', items: [{ equipment_id: cpapId, qty: 0 }] }, ['items.0.qty']],
      [
        {
          name: 'x',
          items: [
            { equipment_id: cpapId, qty: 1 },
            { equipment_id: cpapId, qty: 2 },
          ],
        },
        ['items'],
      ],
      [
        {
          name: 'x',
          items: [
            { equipment_id: cpapId, qty: 1 },
            { equipment_id: 999_999, qty: 1 },
          ],
        },
        ['items.1.equipment_id'],
      ],
    ];
    for (const [payload, fields] of cases) {
      for (const [method, url] of [
        ['POST', base],
        ['PUT', `${base}/${presetId}`],
      ] as const) {
        const res = await call(method, url, token, payload);
        expect(res.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(422);
        expect(Object.keys(res.json().errors), `${method} ${JSON.stringify(payload)}`).toEqual(fields);
      }
    }
  });

  it("another account's preset answers 404 to every call and stays in its list only", async () => {
    await createTenant(t.database.db, tenant, `other.${tenant}@demo.test`);
    const stranger = await t.tokenFor(`other.${tenant}@demo.test`);
    const body = { name: 'Mine now', items: [{ equipment_id: cpapId, qty: 1 }] };
    expect((await call('GET', `${base}/${presetId}`, stranger)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/${presetId}`, stranger, body)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${presetId}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', base, stranger)).json<{ meta: { total: number } }>().meta.total).toBe(0);
    const [row] = await t.database.db.select().from(catalogPresets).where(eq(catalogPresets.id, presetId));
    expect(row!.name).toBe('CPAP masks');
  });

  it('deletes it (204), audited, and then answers 404', async () => {
    expect((await call('DELETE', `${base}/${presetId}`, token)).statusCode).toBe(204);
    expect((await call('GET', `${base}/${presetId}`, token)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${presetId}`, token)).statusCode).toBe(404);
    const audit = await auditRowsFor(t.database.db, 'catalog_preset', presetId);
    expect(audit.at(-1)).toMatchObject({ action: 'catalog_preset.delete', before: { name: 'CPAP masks' }, after: null });
  });
});

it("a doctor practice's preset is not reachable through the supplier calls", async () => {
  const created = await call('POST', '/api/doctor/catalog-presets', doctor, {
    name: 'Practice set',
    items: [{ equipment_id: cpapId, qty: 1 }],
  });
  const id = created.json<{ data: Preset }>().data.id;
  const supplier = await t.tokenFor('supplier@demo.test');
  expect((await call('GET', `/api/vendor/catalog-presets/${id}`, supplier)).statusCode).toBe(404);
});
