import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventorySkus } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as, equipmentIds, idOf, newPatient, type Call } from '../orders/helpers';
import { createTenant } from './helpers';

let t: TestApp;
let doctor: Call;
let orderId: number;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  doctor = await as(t, 'doctor@demo.test');
  const patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Searcher'))).body.data.id;
  const office = await idOf.location(t, 'Downtown Office');
  orderId = (await doctor('POST', '/api/doctor/orders', { user_id: patientId, doctor_location_id: office, vendor_id: await idOf.account(t, 'Sunrise Medical Supply') }))
    .body.data.id;
  ids = await equipmentIds(t, 'E0601', 'A7030');
});
afterAll(() => t?.close());

type Hit = {
  id: number;
  hcpcs: string;
  category: { name: string };
  subcategory: { name: string };
  requires_prior_auth: boolean;
  requires_cmn: boolean;
  price_cents: number | null;
  manufacturers: string[];
};
const search = async (query: string, who: Call = doctor) => who('GET', `/api/doctor/equipment?${query}`);
const hcpcsOf = (body: { data: Hit[] }) => body.data.map((h) => h.hcpcs);

describe('GET /api/doctor/equipment', () => {
  it('finds catalogue items by words of the name or the HCPCS prefix, with their place and insurance flags, no price outside an order', async () => {
    const byName = await search('search=positive%20airway');
    expect(byName.status).toBe(200);
    const cpap = (byName.body.data as Hit[]).find((h) => h.hcpcs === 'E0601');
    expect(cpap).toMatchObject({ id: ids.E0601, category: { name: 'Respiratory & sleep' }, subcategory: { name: 'Sleep therapy (CPAP/BiPAP)' }, price_cents: null, manufacturers: [] });
    expect(typeof cpap!.requires_prior_auth).toBe('boolean');
    expect(hcpcsOf((await search('search=E060')).body)).toContain('E0601');
    // Makers are the order's supplier's: outside an order the word matches no item.
    expect((await search('search=resmed')).body.meta.total).toBe(0);
  });

  it("inside an order, matches the supplier's manufacturers and shows its prices", async () => {
    const res = await search(`search=resmed&order_id=${orderId}&rowsPerPage=50`);
    expect(res.status).toBe(200);
    expect(hcpcsOf(res.body)).toEqual(expect.arrayContaining(['E0601', 'A7030']));
    const cpap = (res.body.data as Hit[]).find((h) => h.hcpcs === 'E0601')!;
    expect(cpap).toMatchObject({ price_cents: 9_863, manufacturers: ['ResMed'], max_units: 1 });
    const byName = (await search(`search=E0601&order_id=${orderId}`)).body.data as Hit[];
    expect(byName[0]).toMatchObject({ hcpcs: 'E0601', price_cents: 9_863 });
  });

  it("never reads another supplier's products", async () => {
    const other = await createTenant(t.database.db, 'supplier', 'other-maker@demo.test');
    await t.database.db.insert(inventorySkus).values({ account_id: other, equipment_id: ids.E0601!, sku: 'ZX-1', manufacturer: 'Zyxwvut Medical' });
    expect((await search(`search=zyxwvut&order_id=${orderId}`)).body.meta.total).toBe(0);
  });

  it("answers 404 for another practice's order, 403 to other roles", async () => {
    await createTenant(t.database.db, 'doctor', 'other-searcher@demo.test');
    const stranger = await as(t, 'other-searcher@demo.test');
    expect((await search(`search=cpap&order_id=${orderId}`, stranger)).status).toBe(404);
    expect((await search('search=cpap', stranger)).status).toBe(200);
    expect((await search('search=cpap', await as(t, 'supplier@demo.test'))).status).toBe(403);
    expect((await search('search=cpap', await as(t, 'patient@demo.test'))).status).toBe(403);
  });

  it('answers 422 with field errors for bad input', async () => {
    const short = await search('search=a');
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ search: ['Type at least 2 characters.'] });
    expect((await search('')).body.errors).toHaveProperty('search');
    const bad = await search('search=cpap&order_id=abc&rowsPerPage=7');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['order_id', 'rowsPerPage']);
  });
});
