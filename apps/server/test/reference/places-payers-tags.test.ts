import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, tags } from '../../src/db/schema';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('supplier@demo.test');
});
afterAll(() => t?.close());

const get = (url: string, as = token) => t.app.inject({ method: 'GET', url, headers: bearer(as) });
type City = { city: string; state: string; county: string; zip: string; zips: string[]; lat: number | null; lng: number | null };

describe('GET /api/system/cities', () => {
  it('zip 43215 is Columbus, Ohio (Franklin County) with coordinates', async () => {
    const res = await get('/api/system/cities?zip=43215');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: City[]; meta: { total: number } }>();
    expect(body.meta.total).toBe(1);
    expect(body.data[0]).toMatchObject({ city: 'Columbus', state: 'OH', county: 'Franklin', zip: '43215', zips: ['43215'] });
    expect(body.data[0]!.lat).toBeCloseTo(39.97, 1);
    expect(body.data[0]!.lng).toBeCloseTo(-83.0, 1);
  });

  it('a 3-digit zip is a prefix', async () => {
    const body = (await get('/api/system/cities?zip=432&rowsPerPage=100')).json<{ data: City[]; meta: { total: number } }>();
    expect(body.meta.total).toBeGreaterThan(20);
    expect(body.data.every((c) => c.zip.startsWith('432') && c.state === 'OH')).toBe(true);
  });

  it('a state with a search answers one row per city, with all its ZIPs', async () => {
    const body = (await get('/api/system/cities?state=oh&search=columbu')).json<{ data: City[] }>();
    const columbus = body.data.find((c) => c.city === 'Columbus');
    expect(columbus).toMatchObject({ state: 'OH', county: 'Franklin' });
    expect(columbus!.zips).toContain('43215');
    expect(columbus!.zips.length).toBeGreaterThan(30);
    expect(columbus!.zip).toBe(columbus!.zips[0]);
    expect(body.data.every((c) => c.city.toLowerCase().startsWith('columbu'))).toBe(true);
  });

  it('neither zip nor state answers 422; a malformed zip or state too', async () => {
    for (const query of ['', '?search=Columbus', '?zip=4321x', '?state=XX']) {
      const res = await get(`/api/system/cities${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors).toBeDefined();
    }
  });

  it('a LIKE wildcard in the search matches literally', async () => {
    const body = (await get('/api/system/cities?state=OH&search=%25')).json<{ data: City[] }>();
    expect(body.data).toEqual([]);
  });
});

describe('GET /api/insurances', () => {
  type Payer = { payer_id: string; name: string; type: string; states: string[] };

  it('lists the four Medicare DME MACs under type=medicare', async () => {
    const body = (await get('/api/insurances?type=medicare')).json<{ data: Payer[] }>();
    expect(body.data.map((p) => p.payer_id).sort()).toEqual(['16003', '17003', '18003', '19003']);
  });

  it('searches by name or payer id', async () => {
    expect((await get('/api/insurances?search=aetna')).json<{ data: Payer[] }>().data.map((p) => p.name)).toEqual(['Aetna']);
    expect((await get('/api/insurances?search=87726')).json<{ data: Payer[] }>().data.map((p) => p.name)).toEqual(['UnitedHealthcare']);
  });

  it('state=OH keeps Jurisdiction B, Ohio Medicaid and nationwide payers, not other regions', async () => {
    const names = (await get('/api/insurances?state=OH&rowsPerPage=100')).json<{ data: Payer[] }>().data.map((p) => p.name);
    expect(names).toContain('Medicare DME MAC Jurisdiction B (CGS)');
    expect(names).toContain('Ohio Medicaid (ODM)');
    expect(names).toContain('Cigna');
    expect(names).not.toContain('Medicare DME MAC Jurisdiction A (Noridian)');
    expect(names).not.toContain('Texas Medicaid (TMHP)');
  });
});

describe('GET /api/system/tags', () => {
  it("answers the caller's account tags only, by name", async () => {
    const [supplier] = await t.database.db.select().from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply'));
    const [practice] = await t.database.db.select().from(accounts).where(eq(accounts.name, 'Bennett Family Practice'));
    // The demo's own tags (seed-settings.ts) go first: this test counts exactly the ones it makes.
    await t.database.db.delete(tags).where(eq(tags.account_id, supplier!.id));
    await t.database.db.insert(tags).values([
      { account_id: supplier!.id, name: 'VIP', color: '#ff0000' },
      { account_id: supplier!.id, name: 'cash pay' },
      { account_id: practice!.id, name: 'Practice only' },
    ]);
    const body = (await get('/api/system/tags')).json<{ data: { name: string; color: string }[]; meta: { total: number } }>();
    expect(body.data.map((x) => x.name)).toEqual(['cash pay', 'VIP']);
    expect(body.meta.total).toBe(2);
    expect(body.data[1]).toEqual({ id: expect.any(Number), name: 'VIP', color: '#ff0000' });

    const staff = await t.tokenFor('supplier.staff@demo.test');
    expect((await get('/api/system/tags?search=vi', staff)).json<{ data: { name: string }[] }>().data.map((x) => x.name)).toEqual(['VIP']);
    const doctor = await t.tokenFor('doctor@demo.test');
    expect((await get('/api/system/tags', doctor)).json<{ data: { name: string }[] }>().data.map((x) => x.name)).toEqual(['Practice only']);
  });

  it('a caller without an account (a patient) gets an empty list', async () => {
    const patient = await t.tokenFor('patient@demo.test');
    expect((await get('/api/system/tags', patient)).json()).toEqual({ data: [], meta: { total: 0, page: 1, rowsPerPage: 25 } });
  });
});
