import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdfText } from '../support/pdf-text';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { media, orders, patientInsurances, patientVendors, users } from '../../src/db/schema';
import { accountDay, accountTimeZone, dayIn } from '../../src/lib/calendar-day';
import { todayIn } from '../../src/modules/delivery/clock';
import { dayIn as tasksDayIn } from '../../src/modules/tasks/calendar';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { as, giveConsent, idOf, newPatient, orderInStatus, tempDataDir, type Call } from '../orders/helpers';

/**
 * Calendar days the server stamps are the day where the company or practice is, not the UTC day: at 23:30 in
 * New York (03:30 UTC the next day) an AOB, a PA cover sheet, an eligibility inquiry and a refill series still say
 * the 9th.
 */
const NY_EVENING = new Date('2026-03-10T03:30:00Z'); // 23:30 EDT on 2026-03-09

let t: TestApp;
let doctor: Call;
let supplier: Call;
let supplierToken: string;
let patientId: number;
let sunrise: number;
const dataDir = tempDataDir('dme-dates-');


/** Sets the time zone of an account's owner (the account's clock). */
async function setOwnerZone(accountId: number, role: 'doctor' | 'supplier', zone: string): Promise<void> {
  await t.database.db
    .update(users)
    .set({ time_zone: zone })
    .where(and(eq(users.account_id, accountId), eq(users.role, role), eq(users.is_staff, false)));
}

/** Only `Date` is faked: PGlite, fastify and the test's own timeouts keep running on real timers. */
const atNewYorkEvening = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NY_EVENING);
};

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ dataDir: dataDir.dir, clearinghouseDir: join(dataDir.dir, 'clearinghouse') }) });
  // Signed in on the real clock: tokens expire by the database's now(), which fake timers do not move.
  doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  supplierToken = await t.tokenFor('supplier@demo.test');
  sunrise = await idOf.account(t, 'Sunrise Medical Supply');
  await setOwnerZone(sunrise, 'supplier', 'America/New_York');
  await setOwnerZone(await idOf.account(t, 'Bennett Family Practice'), 'doctor', 'America/New_York');
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Evening'))).body.data.id;
  await giveConsent(t, patientId, await idOf.account(t, 'Bennett Family Practice'));
  await t.database.db.insert(patientVendors).values({ patient_id: patientId, vendor_id: sunrise }).onConflictDoNothing();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t?.close();
  dataDir.remove();
});

describe('the day helper', () => {
  it('answers the New York day at 23:30 there, the next day in UTC and Tokyo', () => {
    atNewYorkEvening();
    expect(dayIn('America/New_York')).toBe('2026-03-09');
    expect(dayIn('UTC')).toBe('2026-03-10');
    expect(dayIn('Asia/Tokyo')).toBe('2026-03-10');
    // Daylight saving began on 8 March: 06:59 UTC is 23:59 PDT.
    expect(dayIn('America/Los_Angeles', new Date('2026-03-10T06:59:00Z'))).toBe('2026-03-09');
    // The delivery and tasks modules answer through the same helper.
    expect(todayIn('America/New_York')).toBe('2026-03-09');
    expect(tasksDayIn('America/New_York')).toBe('2026-03-09');
  });

  it('falls back to the UTC day for a zone it does not know', () => {
    expect(dayIn('Mars/Olympus_Mons', NY_EVENING)).toBe('2026-03-10');
  });

  it("reads a company's and a practice's zone from its owner, not from its staff", async () => {
    const bennett = await idOf.account(t, 'Bennett Family Practice');
    await setOwnerZone(bennett, 'doctor', 'America/Chicago');
    try {
      expect(await accountTimeZone(t.database.db, bennett)).toBe('America/Chicago');
      expect(await accountTimeZone(t.database.db, sunrise)).toBe('America/New_York');
      const staff = await idOf.user(t, 'supplier.staff@demo.test');
      await t.database.db.update(users).set({ time_zone: 'Asia/Tokyo' }).where(eq(users.id, staff));
      expect(await accountDay(t.database.db, sunrise, NY_EVENING)).toBe('2026-03-09');
      expect(await accountTimeZone(t.database.db, -1)).toBe('America/New_York');
    } finally {
      await setOwnerZone(bennett, 'doctor', 'America/New_York');
    }
  });
});

describe('documents generated at 23:30 in New York', () => {
  it('the AOB is dated 03/09/2026', async () => {
    const policy = await doctor('POST', `/api/doctor/patients/${patientId}/insurances`, { payer_name: 'Medicare', type: 'primary', member_id: 'EVE1' });
    const id = await orderInStatus(t, doctor, patientId, 40, ['E0601']);
    await supplier('POST', `/api/vendor/orders/${id}/insurance/attach`, { insurance_id: policy.body.data.id });
    atNewYorkEvening();
    const res = await supplier('POST', `/api/vendor/orders/${id}/aob`);
    vi.useRealTimers();
    expect(res.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(media)
      .where(and(eq(media.order_id, id), eq(media.type, 'aob'), isNull(media.archived_at)));
    const text = pdfText(readFileSync(join(dataDir.dir, 'files', row!.storage_key)));
    // The AOB's writer wraps words, so the spaces between the fields collapse to one.
    expect(text).toMatch(new RegExp(`Supplier: Sunrise Medical Supply\\s+Order: #${id}\\s+Date: 03/09/2026`));
  });

  it('the PA cover sheet is dated 03/09/2026, and 03/10/2026 for a company in Tokyo', async () => {
    const id = await orderInStatus(t, doctor, patientId, 30, ['K0823']);
    const cover = async () => {
      atNewYorkEvening();
      const res = await t.app.inject({ method: 'GET', url: `/api/vendor/orders/${id}/pa_cover`, headers: { authorization: `Bearer ${supplierToken}` } });
      vi.useRealTimers();
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };
    expect(await cover()).toContain(`Order: #${id}    Date: 03/09/2026`);
    await setOwnerZone(sunrise, 'supplier', 'Asia/Tokyo');
    try {
      expect(await cover()).toContain(`Order: #${id}    Date: 03/10/2026`);
    } finally {
      await setOwnerZone(sunrise, 'supplier', 'America/New_York');
    }
  });

  it('an eligibility inquiry without a date of service asks about the 9th', async () => {
    await t.database.db.insert(patientInsurances).values({ patient_id: patientId, payer_name: 'CGS DME MAC Jurisdiction B', payer_id: '17003', type: 'secondary', member_id: 'EVE2' });
    const insurances = await t.database.db.select().from(patientInsurances).where(eq(patientInsurances.member_id, 'EVE2'));
    atNewYorkEvening();
    const res = await supplier('POST', '/api/vendor/billing/eligibility', { patient_id: patientId, insurance_id: insurances[0]!.id });
    vi.useRealTimers();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await supplier('GET', `/api/vendor/billing/eligibility/${res.body.data.id}`)).body.data.service_date).toBe('2026-03-09');
  });

  it('a refill placed then counts the next one from the 9th', async () => {
    const id = await orderInStatus(t, doctor, patientId, 10, ['A7030']);
    await t.database.db.update(orders).set({ refills_total: 3, rx_date: '2026-01-15' }).where(eq(orders.id, id));
    const [root] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    const { id: _id, created_at: _c, updated_at: _u, ...copy } = root!;
    await t.database.db.insert(orders).values({ ...copy, refill_for: id, refill_index: 1, created_at: NY_EVENING });
    const res = await supplier('GET', `/api/vendor/orders/${id}/refills`);
    expect(res.status).toBe(200);
    const months = res.body.data.frequency_months as number;
    expect(months).toBeGreaterThan(0);
    const due = new Date(Date.UTC(2026, 2 + months, 9)).toISOString().slice(0, 10);
    expect(res.body.data.next_refill_on).toBe(due);
  });
});
