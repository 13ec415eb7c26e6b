import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billingSettings, orders, patientAddresses, patientInsurances, patientVendors, supplierCatalogItems } from '../../src/db/schema';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { as, equipmentIds, idOf, newPatient, orderInStatus, tempDataDir, type Call } from '../orders/helpers';
import { startFakeClaimMd, type FakeClaimMd } from '../support/fake-claim-md';
import { eligibilityAnswerFor, remittanceFor } from '../support/payer';

/**
 * The product on Claim.MD (an in-process fake of its documented API, never the network): the owner stores the
 * AccountKey (never answered back, stored encrypted), a claim goes out through `upload`, the `response` poll marks
 * it accepted, the ERA poll posts its remittance, eligibility is answered at once by `elig`, and a refused key
 * shows on the settings without the key in it.
 */
let t: TestApp;
let dir: ReturnType<typeof tempDataDir>;
let fake: FakeClaimMd;
let supplier: Call;
let staff: Call;
let claimId: number;
let patientId: number;
let accountId: number;

beforeAll(async () => {
  dir = tempDataDir('dme-claimmd-');
  fake = await startFakeClaimMd();
  t = await createTestApp({ config: testConfig({ dataDir: dir.dir, clearinghouseDir: join(dir.dir, 'clearinghouse'), claimMdUrl: fake.baseUrl }) });
  const doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  staff = await as(t, 'supplier.staff@demo.test');
  accountId = await idOf.account(t, 'Sunrise Medical Supply');
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Clearing'))).body.data.id as number;
  const db = t.database.db;
  await db.insert(patientVendors).values({ patient_id: patientId, vendor_id: accountId }).onConflictDoNothing();
  await db.insert(patientAddresses).values({ patient_id: patientId, address_1: '9 Elm St', city: 'Columbus', state: 'OH', zip: '43215', is_billing: true });
  const [primary] = await db.insert(patientInsurances).values({ patient_id: patientId, payer_name: 'CGS', payer_id: '17003', type: 'primary', member_id: '2FG5TE5MK74' }).returning();
  const equipment = await equipmentIds(t, 'E0143');
  await db.insert(supplierCatalogItems).values({ account_id: accountId, equipment_id: equipment.E0143!, price_cents: 10_000 }).onConflictDoUpdate({ target: [supplierCatalogItems.account_id, supplierCatalogItems.equipment_id], set: { price_cents: 10_000 } });
  const orderId = await orderInStatus(t, doctor, patientId, 40, ['E0143'], ['M25561']);
  await db.update(orders).set({ insurance_id: primary!.id }).where(eq(orders.id, orderId));
  const itemId = (await supplier('GET', `/api/vendor/orders/${orderId}`)).body.data.commons[0].id as number;
  await supplier('POST', `/api/vendor/commons/${itemId}/set-sku`, { sku: 'WLK-E0143-001' });
  await supplier('POST', `/api/vendor/orders/${orderId}/status/next`);
  const suborderId = (await supplier('GET', `/api/vendor/suborders?order_id=${orderId}`)).body.data[0].id as number;
  await supplier('POST', `/api/vendor/suborders/${suborderId}/status`, { status: 'delivered' });
  claimId = (await supplier('POST', `/api/vendor/suborders/${suborderId}/claims`, {})).body.data.id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  dir?.remove();
});

describe('billing through Claim.MD', () => {
  it('stores the AccountKey encrypted and never answers it; only the owner may change it', async () => {
    expect((await staff('PUT', '/api/vendor/billing/clearinghouse', { kind: 'claim_md', account_key: 'x' })).status).toBe(403);
    expect((await supplier('PUT', '/api/vendor/billing/clearinghouse', { kind: 'claim_md' })).status).toBe(422);
    const saved = await supplier('PUT', '/api/vendor/billing/clearinghouse', { kind: 'claim_md', account_key: fake.accountKey, receiver_id: 'CLAIMMD' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ kind: 'claim_md', has_account_key: true, outbox_dir: null });
    expect(JSON.stringify(saved.body)).not.toContain(fake.accountKey);
    const [row] = await t.database.db.select().from(billingSettings).where(eq(billingSettings.account_id, accountId));
    expect(row!.claim_md_key_encrypted).toMatch(/^v1\./);
    expect(row!.claim_md_key_encrypted).not.toContain(fake.accountKey);
  });

  it('submits through upload, and the response poll (from the last ResponseID) marks the claim accepted', async () => {
    const sent = await supplier('POST', '/api/vendor/claim-md/upload', { claim_ids: [claimId] });
    expect(sent.status).toBe(200);
    expect(fake.uploads).toHaveLength(1);
    const number = sent.body.data.claims[0].number as string;
    expect(fake.uploads[0]!.content).toContain(`CLM*${number}*100.00`);
    // Claim.MD answers the upload with each claim's front-end status: accepted.
    expect((await supplier('GET', `/api/vendor/billing/claims/${claimId}`)).body.data.status).toBe('accepted');
    fake.addResponse({ pcn: number, status: 'A', payerIcn: 'ICN-77' });
    const poll = await supplier('GET', '/api/vendor/claim-md/response');
    expect(poll.body.data).toMatchObject({ claims_updated: 1, errors: [] });
    expect((await supplier('GET', `/api/vendor/billing/claims/${claimId}`)).body.data).toMatchObject({ status: 'accepted', payer_claim_number: 'ICN-77' });
    const responseCalls = fake.calls.filter((c) => c.service === 'response');
    expect(responseCalls[0]!.fields.ResponseID).toBe('0');
    await supplier('GET', '/api/vendor/claim-md/response');
    const next = fake.calls.filter((c) => c.service === 'response');
    expect(next.at(-1)!.fields.ResponseID).not.toBe('0');
  });

  it('the ERA poll posts the remittance once', async () => {
    fake.addEra(remittanceFor(fake.uploads[0]!.content, { trace: 'EFT-555' }));
    const poll = await supplier('GET', '/api/vendor/claim-md/era');
    expect(poll.body.data).toMatchObject({ eras_imported: 1, errors: [] });
    expect((await supplier('GET', `/api/vendor/billing/claims/${claimId}`)).body.data).toMatchObject({ status: 'paid', paid_cents: 8_000 });
    expect((await supplier('GET', '/api/vendor/claim-md/era')).body.data).toMatchObject({ eras_imported: 0 });
    const eraCalls = fake.calls.filter((c) => c.service === 'eralist');
    expect(eraCalls.at(-1)!.fields.ERAID).toBeTruthy();
  });

  it('eligibility is answered at once by the 271 Claim.MD returns', async () => {
    fake.answer271 = (x270) => eligibilityAnswerFor(x270, { status: 'active', planName: 'Medicare Part B', coverageStart: '2020-01-01', dme: { coinsurancePercent: 20 } });
    const res = await supplier('POST', '/api/vendor/claim-md/eligibility', { patient_id: patientId });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'answered', active: true, clearinghouse: 'claim_md', dme: { coinsurance_percent: 20 } });
  });

  it('a refused key is saved as the last poll error, without the key in it', async () => {
    await supplier('PUT', '/api/vendor/billing/clearinghouse', { kind: 'claim_md', account_key: 'wrong-key-123' });
    const poll = await supplier('GET', '/api/vendor/claim-md/response');
    expect(poll.status).toBe(200);
    expect(poll.body.data.errors).toHaveLength(1);
    const settings = (await supplier('GET', '/api/vendor/billing/clearinghouse')).body.data;
    expect(settings.last_error).toBeTruthy();
    expect(settings.last_error).not.toContain('wrong-key-123');
  });
});
