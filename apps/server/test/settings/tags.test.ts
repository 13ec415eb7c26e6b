import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, orderTags, patientVendors } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as, idOf, newPatient, orderInStatus, type Call } from '../orders/helpers';
import { otherSupplier } from '../tasks/other-tenant';

/** Issue 12, settings tags: CRUD by the owner, tags on orders and patients, the lists filtered by a tag. */
let t: TestApp;
let owner: Call;
let intake: Call;
let rival: Call;
let orderA: number;
let orderB: number;
let patientId: number;
let tagId: number;

beforeAll(async () => {
  t = await createTestApp();
  const doctor = await as(t, 'doctor@demo.test');
  owner = await as(t, 'supplier@demo.test');
  intake = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'Main Warehouse'));
  await otherSupplier(t);
  rival = await as(t, 'rival@demo.test');
  const accountId = await idOf.account(t, 'Sunrise Medical Supply');
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Tagged'))).body.data.id as number;
  await t.database.db.insert(patientVendors).values({ patient_id: patientId, vendor_id: accountId }).onConflictDoNothing();
  orderA = await orderInStatus(t, doctor, patientId, 10, ['E0143']);
  orderB = await orderInStatus(t, doctor, patientId, 10, ['E0143']);
}, 60_000);
afterAll(() => t.close());

describe('settings tags', () => {
  it('the owner creates, renames and lists tags; names are unique whatever their case (422)', async () => {
    const created = await owner('POST', '/api/vendor/system/tags', { name: 'Refill soon', color: '#E53935' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Refill soon', color: '#e53935', orders_count: 0, patients_count: 0 });
    tagId = created.body.data.id;
    const dup = await owner('POST', '/api/vendor/system/tags', { name: 'refill SOON', color: '#000000' });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.name).toBeDefined();
    expect((await owner('POST', '/api/vendor/system/tags', { name: 'Bad', color: 'red' })).status).toBe(422);
    const renamed = await owner('PUT', `/api/vendor/system/tags/${tagId}`, { name: 'Refill due', color: '#e53935' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Refill due');
    const list = await owner('GET', '/api/vendor/system/tags?search=refill');
    expect(list.body.data.map((r: { id: number }) => r.id)).toContain(tagId);
    const audits = await t.database.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'tag'), eq(auditLogs.entity_id, tagId)));
    expect(audits.map((a) => a.action).sort()).toEqual(['tag.create', 'tag.update']);
  });

  it('staff read the tags but may not change them (403); another company reaches none (404)', async () => {
    expect((await intake('GET', '/api/vendor/system/tags')).status).toBe(200);
    expect((await intake('POST', '/api/vendor/system/tags', { name: 'Staff tag', color: '#123456' })).status).toBe(403);
    expect((await intake('DELETE', `/api/vendor/system/tags/${tagId}`)).status).toBe(403);
    expect((await rival('PUT', `/api/vendor/system/tags/${tagId}`, { name: 'Mine', color: '#123456' })).status).toBe(404);
    expect((await rival('DELETE', `/api/vendor/system/tags/${tagId}`)).status).toBe(404);
    expect((await rival('GET', '/api/vendor/system/tags')).body.data).toEqual([]);
  });

  it('a tag put on an order filters the orders list to it', async () => {
    const put = await owner('PUT', `/api/vendor/orders/${orderA}/tags`, { tag_ids: [tagId, tagId] });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual([{ id: tagId, name: 'Refill due', color: '#e53935' }]);
    expect((await owner('GET', `/api/vendor/orders/${orderA}/tags`)).body.data).toHaveLength(1);
    const filtered = await owner('GET', `/api/vendor/orders?tag_id=${tagId}`);
    expect(filtered.status).toBe(200);
    expect(filtered.body.data.map((o: { id: number }) => o.id)).toEqual([orderA]);
    expect(filtered.body.meta.total).toBe(1);
    // The same filter on a status tab and with a search keeps both conditions.
    expect((await owner('GET', `/api/vendor/orders?tag_id=${tagId}&status=10`)).body.data.map((o: { id: number }) => o.id)).toEqual([orderA]);
    expect((await owner('GET', `/api/vendor/orders?tag_id=${tagId}&search=Tagged`)).body.data.map((o: { id: number }) => o.id)).toEqual([orderA]);
    const all = await owner('GET', '/api/vendor/orders');
    expect(all.body.data.map((o: { id: number }) => o.id)).toContain(orderB);
  });

  it("another company's tag cannot be put on an order (422) nor filter a list (404); its orders stay unreachable", async () => {
    const rivalTag = (await rival('POST', '/api/vendor/system/tags', { name: 'Rival', color: '#111111' })).body.data.id as number;
    const bad = await owner('PUT', `/api/vendor/orders/${orderB}/tags`, { tag_ids: [rivalTag] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.tag_ids[0]).toContain(String(rivalTag));
    expect((await owner('GET', `/api/vendor/orders?tag_id=${rivalTag}`)).status).toBe(404);
    expect((await owner('GET', `/api/vendor/patients?tag_id=${rivalTag}`)).status).toBe(404);
    expect((await rival('PUT', `/api/vendor/orders/${orderA}/tags`, { tag_ids: [rivalTag] })).status).toBe(404);
    expect((await rival('GET', `/api/vendor/patients/${patientId}/tags`)).status).toBe(404);
  });

  it('a tag put on a patient filters the patients list to it', async () => {
    const put = await owner('PUT', `/api/vendor/patients/${patientId}/tags`, { tag_ids: [tagId] });
    expect(put.status).toBe(200);
    const list = await owner('GET', `/api/vendor/patients?tag_id=${tagId}`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([patientId]);
    expect(list.body.meta.total).toBe(1);
    expect((await owner('GET', `/api/vendor/system/tags?search=Refill`)).body.data[0]).toMatchObject({ orders_count: 1, patients_count: 1 });
  });

  it('staff without edit rights on the order status may not tag it (403)', async () => {
    const planner = await as(t, 'planner@demo.test', await idOf.location(t, 'Main Warehouse'));
    expect((await planner('PUT', `/api/vendor/orders/${orderA}/tags`, { tag_ids: [] })).status).toBe(403);
    expect((await intake('PUT', `/api/vendor/orders/${orderB}/tags`, { tag_ids: [tagId] })).status).toBe(200);
  });

  it('deleting a tag takes it off every order and patient', async () => {
    expect((await owner('DELETE', `/api/vendor/system/tags/${tagId}`)).status).toBe(200);
    expect(await t.database.db.select().from(orderTags).where(eq(orderTags.tag_id, tagId))).toEqual([]);
    expect((await owner('GET', `/api/vendor/orders/${orderA}/tags`)).body.data).toEqual([]);
    expect((await owner('GET', `/api/vendor/patients/${patientId}/tags`)).body.data).toEqual([]);
    expect((await owner('GET', `/api/vendor/orders?tag_id=${tagId}`)).status).toBe(404);
  });
});
