import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { media, orderSignatures, orderStatusHistory } from '../../src/db/schema';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { as, newPatient, orderInStatus, SIGNATURE, tempDataDir, type Call } from '../orders/helpers';

/**
 * Concurrent signatures of one order leave exactly one signature per document, one transition and no stray
 * PDFs. Only PostgreSQL runs requests in parallel (PGlite queues them): these run with DATABASE_URL.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
const dataDir = tempDataDir();
let doctor: Call;
let patientId: number;

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe.skipIf(!onPostgres)('concurrent signatures (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp({ config: testConfig({ dataDir: dataDir.dir }) });
    doctor = await as(t, 'doctor@demo.test');
    patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Racer'))).body.data.id;
  });
  afterAll(async () => {
    await t?.close();
    dataDir.remove();
  });

  it('five "sign" calls: one signs, the others answer 409; one version per document, one transition', async () => {
    const id = await orderInStatus(t, doctor, patientId, 20, ['E1390']);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => doctor('POST', `/api/doctor/orders/${id}/sign`, { signature: SIGNATURE })),
    );
    expect(statuses(results)).toEqual([200, 409, 409, 409, 409]);
    const rows = await t.database.db.select().from(orderSignatures).where(eq(orderSignatures.order_id, id));
    expect(rows.map((r) => `${r.kind}:${r.version}`).sort()).toEqual(['cmn:1', 'prescription:1']);
    expect(await t.database.db.select().from(media).where(eq(media.order_id, id))).toHaveLength(2);
    expect(
      await t.database.db
        .select()
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.order_id, id), eq(orderStatusHistory.from_status, 20))),
    ).toHaveLength(1);
  });

  it('the same signing link used three times at once: one signature, the others 409 or 410', async () => {
    const id = await orderInStatus(t, doctor, patientId, 20, ['E0143'], ['M25561']);
    const url = (await doctor('POST', `/api/doctor/orders/${id}/sign/by/link`)).body.data.url as string;
    const target = (await t.app.inject({ method: 'GET', url: `/api/s/${url.split('/s/')[1]}` })).json().data.redirect_to as string;
    const [path, token] = target.split('?token=');
    const sign = () => t.app.inject({ method: 'POST', url: `/api${path}`, payload: { token, signature: SIGNATURE } });
    const results = (await Promise.all([sign(), sign(), sign()])).map((r) => ({ status: r.statusCode }));
    expect(statuses(results).filter((s) => s === 200)).toHaveLength(1);
    expect(results.every((r) => [200, 409, 410].includes(r.status))).toBe(true);
    expect(await t.database.db.select().from(orderSignatures).where(eq(orderSignatures.order_id, id))).toHaveLength(1);
  });
});
