import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS_CODES } from '@dme/contract';
import { accounts, orders, patients, users } from '../../src/db/schema';
import { presentSummary } from '../../src/modules/orders/order-view';
import { findOrderSummary } from '../../src/modules/orders/orders.queries';
import type { OrderScope } from '../../src/modules/orders/order-scope';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The orders lists send rows PostgreSQL renders as JSON (order-summary-json.ts); a single order's summary is built in
 * the server (presentSummary). Both must answer the same, for every status, on both sides.
 */
describe('orders list rows rendered by the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('equal presentSummary for every status, on the supplier and the doctor side, with and without the optional parts', async () => {
    const db = t.database.db;
    const [supplier] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.type, 'supplier')).orderBy(accounts.id).limit(1);
    const [doctorUser] = await db.select({ account_id: users.account_id }).from(users).where(eq(users.login, 'doctor@demo.test'));
    const mine = await db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.vendor_id} = ${supplier!.id} and ${orders.doctor_account_id} = ${doctorUser!.account_id}`)
      .orderBy(orders.id)
      .limit(ORDER_STATUS_CODES.length);
    expect(mine.length).toBeGreaterThan(3);
    // Every status, an archived one, odd names (quotes, an empty middle name), and no patient on the last one.
    const ids = mine.map((o) => o.id);
    await Promise.all(ids.map((id, i) => db.update(orders).set({ status: ORDER_STATUS_CODES[i % ORDER_STATUS_CODES.length]! }).where(eq(orders.id, id))));
    await db.update(orders).set({ deleted_at: sql`now()` }).where(eq(orders.id, ids[1]!));
    const [first] = await db.select({ patient_id: orders.patient_id }).from(orders).where(eq(orders.id, ids[0]!));
    await db.update(patients).set({ first_name: `O'Brien "Jo"`, middle_name: '', last_name: 'Ünal \\ Smith' }).where(eq(patients.id, first!.patient_id!));
    await db.update(orders).set({ patient_id: null }).where(eq(orders.id, ids.at(-1)!));

    const sides: [string, string, OrderScope][] = [
      ['supplier@demo.test', '/api/vendor/orders', { side: 'supplier', accountId: supplier!.id }],
      ['doctor@demo.test', '/api/doctor/orders', { side: 'doctor', accountId: doctorUser!.account_id! }],
    ];
    for (const [login, path, scope] of sides) {
      const token = await t.tokenFor(login);
      const listed = [];
      for (const archived of [0, 1]) {
        const res = await t.app.inject({ method: 'GET', url: `${path}?page=1&rowsPerPage=100&archived=${archived}`, headers: bearer(token) });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('application/json');
        listed.push(...res.json<{ data: { id: number }[] }>().data.filter((r) => ids.includes(r.id)));
      }
      expect(listed.length, login).toBeGreaterThan(3);
      for (const row of listed) {
        const summary = await findOrderSummary(db, scope, row.id);
        expect(row, `${login} order ${row.id}`).toEqual(presentSummary(scope, summary!));
      }
    }
    expect(await db.select({ id: patients.id }).from(patients).where(inArray(patients.id, [first!.patient_id!]))).toHaveLength(1);
  });
});
