import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const lastMail = async (to: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1))[0];

describe('password reset by mailed link (password/email, password/reset)', () => {
  it('answers the same message for unknown addresses and mails nothing', async () => {
    const res = await post('/api/password/email', { email: 'nobody@demo.test' });
    expect(res.statusCode).toBe(200);
    expect(await lastMail('nobody@demo.test')).toBeUndefined();
  });

  it('mails a link whose token resets the password once and ends old sessions', async () => {
    const oldToken = await t.tokenFor('supplier.hr@demo.test');
    expect((await post('/api/password/email', { email: 'supplier.hr@demo.test' })).statusCode).toBe(200);
    const mail = await lastMail('supplier.hr@demo.test');
    const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
    const bad = await post('/api/password/reset', { email: 'supplier.hr@demo.test', token: 'x' + token, password: 'newpass123', password_confirmation: 'newpass123' });
    expect(bad.statusCode).toBe(422);
    const ok = await post('/api/password/reset', { email: 'supplier.hr@demo.test', token, password: 'newpass123', password_confirmation: 'newpass123' });
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/password/reset', { email: 'supplier.hr@demo.test', token, password: 'other1234', password_confirmation: 'other1234' })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(oldToken) })).statusCode).toBe(401);
    expect(await t.tokenFor('supplier.hr@demo.test', 'newpass123')).toBeTruthy();
  });

  it('refuses a weak or unconfirmed password with field errors', async () => {
    const res = await post('/api/password/reset', { email: 'a@b.co', token: 't', password: 'short', password_confirmation: 'other' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['password', 'password_confirmation']);
  });
});

describe('password reset by code (reset-password/send|check|reset)', () => {
  it('sends a 6-digit code that checks, resets once, and dies after five wrong tries', async () => {
    expect((await post('/api/reset-password/send', { login: 'driver1@demo.test' })).statusCode).toBe(200);
    const code = /code is (\d{6})/.exec((await lastMail('driver1@demo.test'))!.body)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('/api/reset-password/check', { login: 'driver1@demo.test', code: wrong })).statusCode).toBe(422);
    const check = await post('/api/reset-password/check', { login: 'driver1@demo.test', code });
    expect(check.json()).toEqual({ data: { valid: true } });
    const reset = await post('/api/reset-password/reset', { login: 'driver1@demo.test', code, password: 'driver999x', password_confirmation: 'driver999x' });
    expect(reset.statusCode).toBe(200);
    expect(await t.tokenFor('driver1@demo.test', 'driver999x')).toBeTruthy();
    expect((await post('/api/reset-password/check', { login: 'driver1@demo.test', code })).statusCode).toBe(422);

    await post('/api/reset-password/send', { login: 'driver1@demo.test' });
    const code2 = /code is (\d{6})/.exec((await lastMail('driver1@demo.test'))!.body)![1]!;
    const wrong2 = code2 === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post('/api/reset-password/check', { login: 'driver1@demo.test', code: wrong2 });
    expect((await post('/api/reset-password/check', { login: 'driver1@demo.test', code: code2 })).statusCode).toBe(429);
  });

  it('answers the same for an unknown login', async () => {
    const res = await post('/api/reset-password/send', { login: 'ghost@demo.test' });
    expect(res.statusCode).toBe(200);
    expect((await post('/api/reset-password/check', { login: 'ghost@demo.test', code: '123456' })).statusCode).toBe(422);
  });
});
