import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { QUIZZES } from '@dme/contract';
import { auditLogs, mailOutbox, orderItems } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, equipmentIds, idOf, newPatient, orderInStatus, type Call } from './helpers';

/** The items' medical-necessity quiz: the doctor's calls, the cart's proceed and recommendations, the patient's link. */
let t: TestApp;
let doctor: Call;
let supplier: Call;
let otherDoctor: Call;
let otherSupplier: Call;
let patientId: number;
let downtown: number;
let sunrise: number;
let eq_: Record<string, number>;

const CPAP_YES = Object.fromEntries(QUIZZES.cpap!.questions.map((q) => [q.key, true]));
const C = (id: number, path: string) => `/api/doctor/commons/${id}${path}`;

async function draftWith(...codes: string[]): Promise<{ orderId: number; lines: { id: number; hcpcs: string }[] }> {
  const orderId = (await doctor('POST', '/api/doctor/orders', { user_id: patientId, doctor_location_id: downtown, vendor_id: sunrise }))
    .body.data.id as number;
  const res = await doctor('POST', `/api/doctor/orders/${orderId}/commons`, { items: codes.map((c) => ({ equipment_id: eq_[c] })) });
  return { orderId, lines: res.body.data };
}
const lineOf = (lines: { id: number; hcpcs: string }[], code: string) => lines.find((l) => l.hcpcs === code)!.id;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  otherDoctor = await as(t, (await createTenant(t.database.db, 'doctor', 'Lakeside Pediatrics')).login);
  otherSupplier = await as(t, (await createTenant(t.database.db, 'supplier', 'Northwind Home Medical')).login);
  downtown = await idOf.location(t, 'Downtown Office');
  sunrise = await idOf.account(t, 'Sunrise Medical Supply');
  eq_ = await equipmentIds(t, 'E0601', 'A7030', 'A7035', 'E0143', 'E1390', 'K0001');
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Quiz', { email: 'quiz.patient@example.test' }))).body.data.id;
});
afterAll(() => t?.close());

describe("an item's quiz", () => {
  it('a CPAP asks the PAP questions, unanswered; an item without one has none and counts as passed', async () => {
    const { lines } = await draftWith('E0601', 'E0143');
    const cpap = await doctor('GET', C(lineOf(lines, 'E0601'), '/quiz/answers'));
    expect(cpap.status).toBe(200);
    expect(cpap.body.data).toMatchObject({ type: 'cpap', complete: false, passed: false, passed_at: null });
    expect(cpap.body.data.questions.map((q: { key: string }) => q.key)).toEqual(QUIZZES.cpap!.questions.map((q) => q.key));
    expect(cpap.body.data.questions.every((q: { answer: unknown }) => q.answer === null)).toBe(true);
    const walker = await doctor('GET', C(lineOf(lines, 'E0143'), '/quiz/answers'));
    expect(walker.body.data).toMatchObject({ type: null, questions: [], passed: true });
  });

  it('saves answers, refuses passing until the required ones are yes, then passes; a change withdraws it', async () => {
    const { orderId, lines } = await draftWith('E0601');
    const id = lineOf(lines, 'E0601');
    const partial = await doctor('POST', C(id, '/quiz/answers'), { answers: { sleep_test: true, ahi_criteria: false } });
    expect(partial.status).toBe(200);
    expect(partial.body.data.complete).toBe(false);
    const early = await doctor('POST', C(id, '/quiz/passed'));
    expect(early.status).toBe(422);
    expect(early.body.errors.answers).toHaveLength(2);
    expect((await doctor('POST', C(id, '/quiz/answers'), { answers: CPAP_YES })).body.data.complete).toBe(true);
    const passed = await doctor('POST', C(id, '/quiz/passed'));
    expect(passed.status).toBe(200);
    expect(passed.body.data).toMatchObject({ passed: true, passed_at: expect.any(String) });
    expect((await doctor('GET', `/api/doctor/orders/${orderId}`)).body.data.commons[0].quiz_passed).toBe(true);
    const changed = await doctor('POST', C(id, '/quiz/answers'), { answers: { education: null } });
    expect(changed.body.data.passed).toBe(false);
    const logged = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_id, orderId), eq(auditLogs.action, 'order.items.quiz_passed')));
    expect(logged).toHaveLength(1);
  });

  it('422 for a question the item is not asked, or an item without a quiz', async () => {
    const { lines } = await draftWith('E0601', 'E0143');
    const bad = await doctor('POST', C(lineOf(lines, 'E0601'), '/quiz/answers'), { answers: { flying: true } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['answers.flying']).toBeDefined();
    expect((await doctor('POST', C(lineOf(lines, 'E0143'), '/quiz/answers'), { answers: { sleep_test: true } })).status).toBe(422);
    expect((await doctor('POST', C(lineOf(lines, 'E0601'), '/quiz/answers'), { answers: 'yes' })).status).toBe(422);
  });

  it('409 once the order was sent; 404 for another practice and for the supplier side of a draft', async () => {
    const sent = await orderInStatus(t, doctor, patientId, 5, ['E0601']);
    const line = (await doctor('GET', `/api/doctor/orders/${sent}`)).body.data.commons[0].id;
    expect((await doctor('GET', C(line, '/quiz/answers'))).status).toBe(200);
    expect((await doctor('POST', C(line, '/quiz/answers'), { answers: CPAP_YES })).status).toBe(409);
    expect((await doctor('POST', C(line, '/quiz/passed'))).status).toBe(409);
    expect((await otherDoctor('GET', C(line, '/quiz/answers'))).status).toBe(404);
    expect((await otherDoctor('POST', C(line, '/quiz/answers'), { answers: CPAP_YES })).status).toBe(404);
  });
});

describe('replace-by', () => {
  it('swaps the catalogue item of a draft line and clears its answers', async () => {
    const { lines } = await draftWith('E0601', 'E0143');
    const id = lineOf(lines, 'E0601');
    await doctor('POST', C(id, '/quiz/answers'), { answers: CPAP_YES });
    const res = await doctor('POST', C(id, '/replace-by'), { equipment_id: eq_.E1390 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, hcpcs: 'E1390', quiz_passed: false });
    const [row] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, id));
    expect(row!.quiz_answers).toEqual({});
  });

  it('422 for the same item, an item already on the order, or an unknown one; 404 for another practice', async () => {
    const { lines } = await draftWith('E0601', 'E0143');
    const id = lineOf(lines, 'E0601');
    expect((await doctor('POST', C(id, '/replace-by'), { equipment_id: eq_.E0601 })).status).toBe(422);
    expect((await doctor('POST', C(id, '/replace-by'), { equipment_id: eq_.E0143 })).status).toBe(422);
    expect((await doctor('POST', C(id, '/replace-by'), { equipment_id: 99999999 })).status).toBe(422);
    expect((await otherDoctor('POST', C(id, '/replace-by'), { equipment_id: eq_.E1390 })).status).toBe(404);
  });
});

describe('proceed and recommended items', () => {
  it('proceed confirms the cart and lists the open quizzes; 422 without items', async () => {
    const { orderId, lines } = await draftWith('E0601', 'E0143');
    const res = await doctor('POST', `/api/doctor/orders/${orderId}/commons/proceed`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ order_id: orderId, ready: false });
    expect(res.body.data.open_quizzes).toEqual([{ common_id: lineOf(lines, 'E0601'), hcpcs: 'E0601', missing: expect.any(Array) }]);
    expect((await doctor('GET', `/api/doctor/orders/${orderId}`)).body.data.confirmed).toBe(true);
    await doctor('POST', C(lineOf(lines, 'E0601'), '/quiz/answers'), { answers: CPAP_YES });
    await doctor('POST', C(lineOf(lines, 'E0601'), '/quiz/passed'));
    expect((await doctor('POST', `/api/doctor/orders/${orderId}/commons/proceed`)).body.data.ready).toBe(true);
    const empty = (await doctor('POST', '/api/doctor/orders', { user_id: patientId, doctor_location_id: downtown })).body.data.id;
    expect((await doctor('POST', `/api/doctor/orders/${empty}/commons/proceed`)).status).toBe(422);
    expect((await otherDoctor('POST', `/api/doctor/orders/${orderId}/commons/proceed`)).status).toBe(404);
  });

  it('recommends the supplies of a CPAP that are not on the order yet', async () => {
    const { orderId } = await draftWith('E0601', 'A7030');
    const res = await doctor('GET', `/api/doctor/orders/${orderId}/commons/recommended-items`);
    expect(res.status).toBe(200);
    const codes = (res.body.data as { hcpcs: string; for_hcpcs: string }[]).map((i) => i.hcpcs);
    expect(codes).toContain('A7035');
    expect(codes).not.toContain('A7030');
    expect(res.body.data.every((i: { for_hcpcs: string }) => i.for_hcpcs === 'E0601')).toBe(true);
    const walker = await draftWith('E0143');
    expect((await doctor('GET', `/api/doctor/orders/${walker.orderId}/commons/recommended-items`)).body.data).toEqual([]);
    expect((await otherDoctor('GET', `/api/doctor/orders/${orderId}/commons/recommended-items`)).status).toBe(404);
  });
});

describe('send to patient and the public quiz page', () => {
  const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
  async function linkFor(orderId: number): Promise<{ target: string; token: string }> {
    const res = await supplier('POST', `/api/vendor/orders/${orderId}/send-to-patient`, {});
    expect(res.status).toBe(200);
    expect(res.body.data.sent_to).toBe('quiz.patient@example.test');
    const hash = res.body.data.url.split('/s/')[1];
    const target = (await t.app.inject({ method: 'GET', url: `/api/s/${hash}` })).json().data.redirect_to as string;
    return { target, token: tokenOf(target) };
  }

  it('mails the patient a link; the page shows the quiz items; answers are stored and the link is used up', async () => {
    const orderId = await orderInStatus(t, doctor, patientId, 10, ['E0601', 'E0143']);
    const { target, token } = await linkFor(orderId);
    expect(target).toBe(`/signed/${patientId}/order/${orderId}?token=${token}`);
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ to: 'quiz.patient@example.test', template: 'order-quiz-link' });
    expect(mail!.body).not.toContain('Quiz');

    const page = await t.app.inject({ method: 'GET', url: `/api/signed/${patientId}/order/${orderId}?token=${token}` });
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data).toMatchObject({ order_id: orderId, patient: { first_name: 'Quiz' }, supplier: 'Sunrise Medical Supply' });
    expect(data.items).toHaveLength(1);
    const line = data.items[0].common_id;

    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/signed/${patientId}/order/${orderId}`,
      payload: { token, items: [{ common_id: line, answers: { nope: true } }] },
    });
    expect(bad.statusCode).toBe(422);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/signed/${patientId}/order/${orderId}`,
      payload: { token, items: [{ common_id: line, answers: CPAP_YES }] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.items[0].complete).toBe(true);
    const [row] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, line));
    expect(row!.quiz_answers).toEqual(CPAP_YES);
    const again = await t.app.inject({ method: 'GET', url: `/api/signed/${patientId}/order/${orderId}?token=${token}` });
    expect(again.statusCode).toBe(410);
  });

  it('a wrong token or another order answers 404; a replaced link 410', async () => {
    const orderId = await orderInStatus(t, doctor, patientId, 10, ['E0601']);
    const first = await linkFor(orderId);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/signed/${patientId}/order/${orderId}?token=${'x'.repeat(43)}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/signed/${patientId}/order/${orderId + 1}?token=${first.token}` })).statusCode,
    ).toBe(404);
    await linkFor(orderId);
    expect((await t.app.inject({ method: 'GET', url: `/api/signed/${patientId}/order/${orderId}?token=${first.token}` })).statusCode).toBe(
      410,
    );
  });

  it('409 when no item has questions; 404 for another supplier; 403 for staff without "order edit 10"', async () => {
    const walker = await orderInStatus(t, doctor, patientId, 10, ['E0143']);
    expect((await supplier('POST', `/api/vendor/orders/${walker}/send-to-patient`, {})).status).toBe(409);
    const cpap = await orderInStatus(t, doctor, patientId, 10, ['E0601']);
    expect((await otherSupplier('POST', `/api/vendor/orders/${cpap}/send-to-patient`, {})).status).toBe(404);
    const east = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'East Branch'));
    expect((await east('POST', `/api/vendor/orders/${cpap}/send-to-patient`, {})).status).toBe(403);
    expect((await supplier('POST', `/api/vendor/orders/${cpap}/send-to-patient`, { email: 'not-an-email' })).status).toBe(422);
  });
});
