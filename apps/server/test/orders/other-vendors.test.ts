import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as } from './helpers';
import { otherSupplier } from '../tasks/other-tenant';

/** `GET vendor/other-vendors`: the suppliers an order can be passed on to, never the caller's own company. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await otherSupplier(t);
});
afterAll(() => t?.close());

describe('other suppliers', () => {
  it('lists the other supplier companies by name, not the caller’s own nor any practice', async () => {
    const sunrise = await as(t, 'supplier@demo.test');
    const res = await sunrise('GET', '/api/vendor/other-vendors');
    expect(res.status).toBe(200);
    const names = res.body.data.map((v: { name: string }) => v.name);
    expect(names).toContain('Rival Home Medical');
    expect(names).not.toContain('Sunrise Medical Supply');
    expect(names).not.toContain('Bennett Family Practice');
    expect(res.body.meta.total).toBe(names.length);
    expect((await sunrise('GET', '/api/vendor/other-vendors?search=rival')).body.data).toEqual([expect.objectContaining({ name: 'Rival Home Medical' })]);
    expect((await sunrise('GET', '/api/vendor/other-vendors?search=zzz')).body.data).toEqual([]);
    const rival = await as(t, 'rival@demo.test');
    const seen = (await rival('GET', '/api/vendor/other-vendors')).body.data.map((v: { name: string }) => v.name);
    expect(seen).toContain('Sunrise Medical Supply');
    expect(seen).not.toContain('Rival Home Medical');
  });

  it('is for suppliers only', async () => {
    expect((await (await as(t, 'doctor@demo.test'))('GET', '/api/vendor/other-vendors')).status).toBe(403);
  });
});
