import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { sha256 } from '../../src/lib/secrets';
import { DEMO_INVITE_CODE } from '../../src/db/seed/demo-accounts';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const idOf = async (login: string) => (await t.database.db.select().from(users).where(eq(users.login, login)))[0]!.id;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('login-by-npi: the invited doctor gets a temporary token', () => {
  it('a matching NPI answers an invite-scoped token that reads the user but nothing else', async () => {
    const id = await idOf('newdoctor@demo.test');
    const res = await t.app.inject({ method: 'POST', url: `/api/login-by-npi/${id}`, payload: { npi: '1245319599', code: DEMO_INVITE_CODE } });
    expect(res.statusCode).toBe(200);
    const { token, data } = res.json();
    expect(token).toMatch(/\|invite:/);
    expect(data.token_scope).toBe('invite');
    expect(data.verified_at).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('a wrong NPI with a valid check digit is a field error; a bad check digit too', async () => {
    const id = await idOf('newdoctor@demo.test');
    const wrong = await t.app.inject({ method: 'POST', url: `/api/login-by-npi/${id}`, payload: { npi: '1234567893', code: DEMO_INVITE_CODE } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.npi).toEqual(['The NPI does not match this invitation.']);
    const bad = await t.app.inject({ method: 'POST', url: `/api/login-by-npi/${id}`, payload: { npi: '1234567890', code: DEMO_INVITE_CODE } });
    expect(bad.json().errors.npi).toEqual(['The NPI is not valid.']);
  });

  it('without the invitation code the NPI alone opens nothing', async () => {
    const id = await idOf('newdoctor@demo.test');
    const res = await t.app.inject({ method: 'POST', url: `/api/login-by-npi/${id}`, payload: { npi: '1245319599', code: 'guess' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code).toEqual(['The invitation link is not valid.']);
  });

  it('a verified doctor answers 409 and a non-doctor 404', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/login-by-npi/${await idOf('doctor@demo.test')}`, payload: { npi: '1234567893', code: DEMO_INVITE_CODE } })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/login-by-npi/${await idOf('patient@demo.test')}`, payload: { npi: '1234567893', code: DEMO_INVITE_CODE } })).statusCode).toBe(404);
  });
});

describe('first-login: staff set their password from the invitation', () => {
  it('code -> temporary token -> password -> main token; the invitation is used up', async () => {
    const id = await idOf('planner@demo.test');
    await t.database.db.update(users).set({ invite_code_hash: sha256('invite-code-1') }).where(eq(users.id, id));
    expect((await t.app.inject({ method: 'POST', url: `/api/first-login/${id}`, payload: { code: 'wrong' } })).statusCode).toBe(422);

    const step1 = await t.app.inject({ method: 'POST', url: `/api/first-login/${id}`, payload: { code: 'invite-code-1' } });
    expect(step1.statusCode).toBe(200);
    const temp = step1.json().token;
    expect(temp).toMatch(/\|first-login:/);
    expect((await t.app.inject({ method: 'GET', url: '/api/logout', headers: bearer(temp) })).statusCode).toBe(200);
    const again = (await t.app.inject({ method: 'POST', url: `/api/first-login/${id}`, payload: { code: 'invite-code-1' } })).json().token;

    const step2 = await t.app.inject({
      method: 'POST',
      url: `/api/first-login/${id}`,
      headers: bearer(again),
      payload: { password: 'planner123', password_confirmation: 'planner123' },
    });
    expect(step2.statusCode).toBe(200);
    expect(step2.json().token).toMatch(/\|main:/);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(again) })).statusCode).toBe(401);
    expect(await t.tokenFor('planner@demo.test', 'planner123')).toBeTruthy();
    expect((await t.app.inject({ method: 'POST', url: `/api/first-login/${id}`, payload: { code: 'invite-code-1' } })).statusCode).toBe(404);
  });
});

describe('an unverified doctor', () => {
  it('signed in with a password reaches the session calls but no doctor call until verified', async () => {
    const token = await t.tokenFor('newdoctor@demo.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/doctor/dashboard/stats', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You have to complete verifying');
    expect((await t.app.inject({ method: 'GET', url: '/api/doctor/invite/preview', headers: bearer(token) })).statusCode).toBe(200);
  });
});
