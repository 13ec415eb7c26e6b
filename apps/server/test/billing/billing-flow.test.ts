import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { X12Parser } from 'node-x12';
import { claimPayments, orders, patientAddresses, patientInsurances, patientVendors, supplierCatalogItems } from '../../src/db/schema';
import { parse837P } from '../../src/modules/x12';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { as, equipmentIds, idOf, newPatient, orderInStatus, tempDataDir, type Call } from '../orders/helpers';
import { otherSupplier } from '../tasks/other-tenant';
import { acceptanceFor, denyMissingDocs, eligibilityAnswerFor, remittanceFor } from '../support/payer';
import { SAMPLES } from '../x12/fixtures';

/**
 * Issue 11 on the server, through the local-folder clearinghouse: a delivered suborder becomes a claim, goes out
 * as an 837P into the outbox (read back strictly), is accepted (277CA) and paid (835) from the inbox; the
 * patient's share lands on coins, a secondary claim carries the primary's payment and is denied (declined list),
 * re-importing changes nothing, eligibility is answered by a 271, and the audit packet is one PDF.
 */
let t: TestApp;
let dir: ReturnType<typeof tempDataDir>;
let supplier: Call;
let intake: Call;
let rival: Call;
let suborderId: number;
let claimId: number;
let secondaryId: number;
let accountId: number;
let patientId: number;
const PRICE = 12_345;

const folder = (kind: 'outbox' | 'inbox') => join(dir.dir, 'clearinghouse', String(accountId), kind);
const outboxFiles = () => readdirSync(folder('outbox')).filter((f) => f.startsWith('837P')).sort();
const drop = (name: string, content: string) => {
  mkdirSync(folder('inbox'), { recursive: true });
  writeFileSync(join(folder('inbox'), name), content);
};

beforeAll(async () => {
  dir = tempDataDir('dme-billing-');
  t = await createTestApp({ config: testConfig({ dataDir: dir.dir, clearinghouseDir: join(dir.dir, 'clearinghouse') }) });
  const doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  intake = await as(t, 'supplier.staff@demo.test');
  await otherSupplier(t);
  rival = await as(t, 'rival@demo.test');
  accountId = await idOf.account(t, 'Sunrise Medical Supply');
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Billed'))).body.data.id as number;
  const db = t.database.db;
  await db.insert(patientVendors).values({ patient_id: patientId, vendor_id: accountId }).onConflictDoNothing();
  await db.insert(patientAddresses).values({ patient_id: patientId, address_1: '2100 Morse Rd', city: 'Columbus', state: 'OH', zip: '43229', is_billing: true });
  const [primary] = await db.insert(patientInsurances).values({ patient_id: patientId, payer_name: 'CGS DME MAC Jurisdiction B', payer_id: '17003', type: 'primary', member_id: '1EG4TE5MK73' }).returning();
  await db.insert(patientInsurances).values({ patient_id: patientId, payer_name: 'UnitedHealthcare', payer_id: '87726', type: 'secondary', member_id: 'UHC778812' });
  const equipment = await equipmentIds(t, 'E0143');
  await db.insert(supplierCatalogItems).values({ account_id: accountId, equipment_id: equipment.E0143!, price_cents: PRICE }).onConflictDoUpdate({ target: [supplierCatalogItems.account_id, supplierCatalogItems.equipment_id], set: { price_cents: PRICE } });
  const orderId = await orderInStatus(t, doctor, patientId, 40, ['E0143'], ['M25561', 'R262']);
  await db.update(orders).set({ insurance_id: primary!.id }).where(eq(orders.id, orderId));
  const itemId = (await supplier('GET', `/api/vendor/orders/${orderId}`)).body.data.commons[0].id as number;
  expect((await supplier('POST', `/api/vendor/commons/${itemId}/set-sku`, { sku: 'WLK-E0143-001' })).status).toBe(200);
  expect((await supplier('POST', `/api/vendor/orders/${orderId}/status/next`)).status).toBe(200);
  suborderId = (await supplier('GET', `/api/vendor/suborders?order_id=${orderId}`)).body.data[0].id;
  expect((await supplier('POST', `/api/vendor/suborders/${suborderId}/status`, { status: 'delivered' })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  dir?.remove();
});

describe('billing: from a delivered suborder to a paid claim', () => {
  it('lists the delivered suborder as ready for billing, and makes its claim with modifiers, price and pointers', async () => {
    const ready = await supplier('GET', '/api/vendor/suborders?status=delivered&unbilled=1');
    expect(ready.body.data.map((s: { id: number }) => s.id)).toContain(suborderId);
    const res = await supplier('POST', `/api/vendor/suborders/${suborderId}/claims`, {});
    expect(res.status).toBe(201);
    const c = res.body.data;
    claimId = c.id;
    expect(c).toMatchObject({ status: 'ready', payer_sequence: 'primary', payer: { payer_id: '17003', member_id: '1EG4TE5MK73' }, charge_cents: PRICE, place_of_service: '12', problems: [] });
    expect(c.lines).toEqual([expect.objectContaining({ line_no: 1, hcpcs: 'E0143', modifiers: ['NU'], units: 1, charge_cents: PRICE, diagnosis_pointers: [1, 2] })]);
    expect(c.diagnoses.map((d: { code: string }) => d.code)).toEqual(['M25.561', 'R26.2']);
    expect(c.actions).toEqual(expect.arrayContaining(['edit', 'delete', 'submit']));
    const again = await supplier('GET', '/api/vendor/suborders?status=delivered&unbilled=1');
    expect(again.body.data.map((s: { id: number }) => s.id)).not.toContain(suborderId);
    expect((await supplier('POST', `/api/vendor/suborders/${suborderId}/claims`, {})).status).toBe(409);
  });

  it('keeps claims to their company and their permission holders', async () => {
    expect((await rival('GET', `/api/vendor/billing/claims/${claimId}`)).status).toBe(404);
    expect((await rival('GET', '/api/vendor/billing/claims')).body.data).toEqual([]);
    expect((await rival('POST', `/api/vendor/suborders/${suborderId}/claims`, {})).status).toBe(404);
    expect((await intake('GET', '/api/vendor/billing/claims')).status).toBe(403);
    expect((await supplier('GET', '/api/vendor/billing/claims/99999999999')).status).toBe(422);
    const bad = await supplier('PUT', `/api/vendor/billing/claims/${claimId}`, { lines: [{ id: 1, modifiers: ['TOOLONG'], units: 0, charge_cents: 1.5, service_date: 'x', diagnosis_pointers: [] }] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['lines.0.modifiers.0', 'lines.0.units', 'lines.0.charge_cents', 'lines.0.service_date', 'lines.0.diagnosis_pointers']));
  });

  it('refuses to submit a claim without a diagnosis, saying why, and sends it once fixed', async () => {
    const emptied = await supplier('PUT', `/api/vendor/billing/claims/${claimId}`, { diagnoses: [] });
    expect(emptied.status).toBe(200);
    expect(emptied.body.data).toMatchObject({ status: 'draft' });
    expect(emptied.body.data.problems).toContain('The claim has no diagnosis: add the order’s ICD-10 codes.');
    const refused = await supplier('POST', '/api/vendor/claim-md/upload', { claim_ids: [claimId] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(emptied.body.data.number);
    const fixed = await supplier('PUT', `/api/vendor/billing/claims/${claimId}`, { diagnoses: ['M25.561', 'R26.2'] });
    expect(fixed.body.data).toMatchObject({ status: 'ready', problems: [] });
    expect((await supplier('POST', '/api/vendor/claim-md/upload', { claim_ids: [claimId] })).status).toBe(200);
    claimIdSubmitted = true;
  });

  it('wrote one 837P into the outbox that parses back strictly with the right totals and counts', async () => {
    expect(claimIdSubmitted).toBe(true);
    const files = outboxFiles();
    expect(files).toHaveLength(1);
    const text = readFileSync(join(folder('outbox'), files[0]!), 'utf8');
    expect(() => new X12Parser(true).parse(text)).not.toThrow();
    const parsed = parse837P(text);
    expect(parsed.controlNumber).toBe(1);
    expect(parsed.segmentCounts.every((s) => s.declared === s.actual)).toBe(true);
    expect(parsed.claims).toHaveLength(1);
    expect(parsed.claims[0]).toMatchObject({ totalCents: PRICE, lineSumCents: PRICE, payerSequence: 'P', diagnoses: ['M25561', 'R262'] });
    const c = (await supplier('GET', `/api/vendor/billing/claims/${claimId}`)).body.data;
    expect(c).toMatchObject({ status: 'submitted', batch: { control_number: 1, file_name: files[0] } });
    expect(c.actions).not.toContain('delete');
  });

  it('a 277CA in the inbox marks it accepted; an 835 pays it and the patient share goes to coins', async () => {
    const text = readFileSync(join(folder('outbox'), outboxFiles()[0]!), 'utf8');
    drop('ack.277', acceptanceFor(text));
    drop('era-1.835', remittanceFor(text, { trace: 'CHK100200' }));
    const poll = await supplier('GET', '/api/vendor/claim-md/response');
    expect(poll.status).toBe(200);
    expect(poll.body.data).toMatchObject({ files: 2, eras_imported: 1, claims_updated: 1, errors: [] });
    const c = (await supplier('GET', `/api/vendor/billing/claims/${claimId}`)).body.data;
    const paid = Math.round(PRICE * 0.8);
    const co = Math.round(PRICE * 0.1);
    expect(c).toMatchObject({ status: 'paid', paid_cents: paid, adjustment_cents: co, patient_responsibility_cents: PRICE - paid - co, payer_claim_number: `PCN${c.number}` });
    expect(c.lines[0]).toMatchObject({ status: 'paid', paid_cents: paid });
    expect(c.adjustments.map((a: { group: string; reason: string }) => `${a.group}-${a.reason}`).sort()).toEqual(['CO-45', 'PR-2']);
    const coins = (await supplier('GET', '/api/vendor/billing/claims?list=coins')).body.data;
    expect(coins.map((x: { id: number }) => x.id)).toContain(claimId);
    const eras = (await supplier('GET', '/api/vendor/billing/era')).body.data;
    expect(eras[0]).toMatchObject({ trace_number: 'CHK100200', balanced: true, claims_count: 1, matched_count: 1, total_cents: paid });
    const era = (await supplier('GET', `/api/vendor/billing/era/${eras[0].id}`)).body.data;
    expect(era.claims[0]).toMatchObject({ claim_id: claimId, claim_number: c.number });
    expect(era.claims[0].services[0].adjustments[0]).toMatchObject({ group: 'CO', reason: '45' });
    expect((await rival('GET', `/api/vendor/billing/era/${eras[0].id}`)).status).toBe(404);
  });

  it('importing the same remittance again posts nothing twice', async () => {
    const before = await t.database.db.select().from(claimPayments).where(eq(claimPayments.claim_id, claimId));
    const text = readFileSync(join(folder('outbox'), outboxFiles()[0]!), 'utf8');
    drop('era-1-again.835', remittanceFor(text, { trace: 'CHK100200' }));
    const poll = (await supplier('GET', '/api/vendor/claim-md/era')).body.data;
    expect(poll).toMatchObject({ files: 1, eras_imported: 0 });
    const after = await t.database.db.select().from(claimPayments).where(eq(claimPayments.claim_id, claimId));
    expect(after).toHaveLength(before.length);
    expect((await supplier('GET', '/api/vendor/billing/era')).body.meta.total).toBe(1);
  });

  it('records the patient’s payment up to their open share only', async () => {
    const c = (await supplier('GET', `/api/vendor/billing/claims/${claimId}`)).body.data;
    const open = c.patient_responsibility_cents - c.patient_paid_cents;
    expect((await supplier('POST', `/api/vendor/billing/claims/${claimId}/coins`, { amount_cents: open + 1, paid_on: '2026-11-21' })).status).toBe(422);
    const ok = await supplier('POST', `/api/vendor/billing/claims/${claimId}/coins`, { amount_cents: open, paid_on: '2026-11-21', reference: 'card' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.balance_cents).toBe(0);
    expect((await supplier('GET', '/api/vendor/billing/claims?list=coins')).body.data.map((x: { id: number }) => x.id)).not.toContain(claimId);
  });

  it('a paid claim cannot be deleted', async () => {
    const res = await supplier('DELETE', `/api/vendor/billing/claims/${claimId}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('a paid claim cannot be deleted');
  });

  it('a secondary claim carries the primary’s payment in the 837P; its denial lands on the declined list', async () => {
    const res = await supplier('POST', '/api/vendor/billing/claims', { parent_claim_id: claimId });
    expect(res.status).toBe(201);
    secondaryId = res.body.data.id;
    expect(res.body.data).toMatchObject({ payer_sequence: 'secondary', parent_claim_id: claimId, payer: { payer_id: '87726' }, status: 'ready' });
    const up = await supplier('POST', '/api/vendor/claim-md/upload', { claim_ids: [secondaryId] });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const files = outboxFiles();
    expect(files).toHaveLength(2);
    const text = readFileSync(join(folder('outbox'), files[1]!), 'utf8');
    expect(() => new X12Parser(true).parse(text)).not.toThrow();
    const parsed = parse837P(text);
    expect(parsed.controlNumber).toBe(2);
    expect(parsed.claims[0]).toMatchObject({ payerSequence: 'S', otherPayerPaidCents: Math.round(PRICE * 0.8), totalCents: PRICE });
    drop('era-2.835', remittanceFor(text, { trace: 'CHK100300', decide: denyMissingDocs }));
    expect((await supplier('GET', '/api/vendor/claim-md/era')).body.data).toMatchObject({ eras_imported: 1, errors: [] });
    const declined = (await supplier('GET', '/api/vendor/billing/claims?list=declined')).body.data;
    const row = declined.find((x: { id: number }) => x.id === secondaryId);
    expect(row).toMatchObject({ status: 'denied' });
    expect(row.denials[0]).toMatchObject({ hcpcs: 'E0143', group: 'CO', reason: '50', remark_codes: ['N115'] });
    expect(row.denials[0].reason_text.length).toBeGreaterThan(10);
    const appealed = await supplier('POST', `/api/vendor/billing/claims/${secondaryId}/appeal`, { reason: 'Medical records attached' });
    expect(appealed.body.data.status).toBe('appealed');
  });

  it('eligibility: the 270 goes to the outbox, the 271 from the inbox answers it with active coverage', async () => {
    const res = await supplier('POST', '/api/vendor/billing/eligibility', { patient_id: patientId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'pending', active: null, insurance: { payer_id: '17003' } });
    const x270 = readdirSync(folder('outbox')).find((f) => f.endsWith('.270'))!;
    const request = readFileSync(join(folder('outbox'), x270), 'utf8');
    drop('answer.271', eligibilityAnswerFor(request, { status: 'active', planName: 'Medicare Part B', coverageStart: '2024-01-01', dme: { deductibleCents: 25_700, deductibleRemainingCents: 0, coinsurancePercent: 20 } }));
    expect((await supplier('GET', '/api/vendor/claim-md/response')).body.data).toMatchObject({ eligibility_answered: 1 });
    const check = (await supplier('GET', `/api/vendor/billing/eligibility/${res.body.data.id}`)).body.data;
    expect(check).toMatchObject({ status: 'answered', active: true, plan_name: 'MEDICARE PART B', dme: { coinsurance_percent: 20, deductible_cents: 25_700 } });
    expect((await rival('GET', `/api/vendor/billing/eligibility/${res.body.data.id}`)).status).toBe(404);
  });

  it('the Intake checklist counts the payer’s answer: an inactive 271 unticks the insurance an active one ticks', async () => {
    const doctor = await as(t, 'doctor@demo.test');
    const orderId = await orderInStatus(t, doctor, patientId, 10, ['E0143'], ['M25561']);
    const [primary] = await t.database.db.select().from(patientInsurances).where(eq(patientInsurances.member_id, '1EG4TE5MK73'));
    await t.database.db.update(orders).set({ insurance_id: primary!.id }).where(eq(orders.id, orderId));
    const insuranceDone = async () =>
      ((await supplier('GET', `/api/vendor/orders/${orderId}/validate`)).body.data.checklist as { key: string; done: boolean }[]).find((i) => i.key === 'insurance')!.done;
    expect(await insuranceDone()).toBe(true);
    const res = await supplier('POST', '/api/vendor/billing/eligibility', { patient_id: patientId });
    const newest = readdirSync(folder('outbox'))
      .filter((f) => f.endsWith('.270'))
      .map((f) => join(folder('outbox'), f))
      .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
      .at(-1)!;
    const request = readFileSync(newest, 'utf8');
    drop('inactive.271', eligibilityAnswerFor(request, { status: 'inactive', planName: 'Medicare Part B', coverageEnd: '2026-01-31' }));
    await supplier('GET', '/api/vendor/claim-md/response');
    expect((await supplier('GET', `/api/vendor/billing/eligibility/${res.body.data.id}`)).body.data).toMatchObject({ status: 'answered', active: false });
    expect(await insuranceDone()).toBe(false);
  });

  it('another company gets 404 from every call on this claim, with valid bodies', async () => {
    const base = `/api/vendor/billing/claims/${claimId}`;
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', base],
      ['PUT', base, { prior_auth_number: 'X1' }],
      ['DELETE', base],
      ['PUT', `${base}/priority`, { priority: 'high' }],
      ['POST', `${base}/paid`, {}],
      ['POST', `${base}/unpaid`, {}],
      ['POST', `${base}/coins`, { amount_cents: 100, paid_on: '2026-11-20' }],
      ['POST', `${base}/manual-payment`, { amount_cents: 100, paid_on: '2026-11-20' }],
      ['GET', `${base}/notes`],
      ['POST', `${base}/notes`, { text: 'mine now' }],
      ['POST', `${base}/pending`, { pending: true, reason: 'x' }],
      ['POST', `${base}/appeal`, { reason: 'x' }],
      ['GET', `${base}/audit-packet`],
      ['POST', '/api/vendor/billing/claims', { parent_claim_id: claimId }],
      ['GET', `/api/vendor/suborders/${suborderId}/claims`],
    ];
    for (const [method, url, body] of calls) expect((await rival(method, url, body)).status, `${method} ${url}`).toBe(404);
    expect((await rival('POST', '/api/vendor/claim-md/upload', { claim_ids: [claimId] })).status).toBe(404);
    expect((await rival('POST', '/api/vendor/billing/eligibility', { patient_id: patientId })).status).toBe(422);
  });

  it('every sample 835 uploads, balances and posts (its claims are not ours: listed unmatched), once', async () => {
    const token = await t.tokenFor('supplier@demo.test');
    const upload = (name: string, content: string) => {
      const boundary = '----dme835';
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`;
      return t.app.inject({ method: 'POST', url: '/api/vendor/billing/era', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    };
    const samples = readdirSync(SAMPLES).filter((f) => f.endsWith('.835'));
    expect(samples.length).toBeGreaterThanOrEqual(2);
    for (const name of samples) {
      const content = readFileSync(join(SAMPLES, name), 'utf8');
      const res = await upload(name, content);
      expect(res.statusCode, name).toBe(201);
      const eras = res.json<{ data: { balanced: boolean; matched_count: number; claims_count: number }[] }>().data;
      expect(eras.length, name).toBeGreaterThan(0);
      for (const e of eras) expect(e, name).toMatchObject({ balanced: true, matched_count: 0 });
      const again = await upload(name, content);
      expect(again.statusCode).toBe(201);
      expect(again.json<{ data: unknown[] }>().data).toEqual([]);
    }
    const notAn835 = await upload('claims.837', readFileSync(join(SAMPLES, '837p_example2.837'), 'utf8'));
    expect(notAn835.statusCode).toBe(422);
  });

  it('the audit packet is one PDF with its cover page', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/vendor/billing/claims/${claimId}/audit-packet`, headers: { authorization: `Bearer ${await t.tokenFor('supplier@demo.test')}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

let claimIdSubmitted = false;
