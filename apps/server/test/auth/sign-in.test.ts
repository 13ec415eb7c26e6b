import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users as usersTable } from '../../src/db/schema';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('sign-in and session', () => {
  it('a demo supplier signs in and gets a token with the user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'supplier@demo.test', password: 'demo12345' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^\d+\|main:/);
    expect(body.data).toMatchObject({ login: 'supplier@demo.test', role: 'supplier', is_staff: false, account: { type: 'supplier' } });
  });

  it('GET /api/user answers role, roles, is_staff, permissions and time_zone', async () => {
    const token = await t.tokenFor('supplier.staff@demo.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user.role).toBe('supplier');
    expect(user.roles).toEqual(['supplier', 'staff']);
    expect(user.is_staff).toBe(true);
    expect(user.owner_name).toBe('Sam Rivera');
    expect(user.time_zone).toBe('America/New_York');
    expect(user.locations).toHaveLength(2);
    const main = String(user.locations[0].id);
    expect(user.permissions[main]).toContain('order edit 10');
  });

  it('staff roles appear in roles', async () => {
    const token = await t.tokenFor('planner@demo.test');
    const user = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().data;
    expect(user.roles).toEqual(['supplier', 'staff', 'delivery_planner']);
  });

  it('logout revokes the token: the next GET /api/user is 401', async () => {
    const token = await t.tokenFor('doctor@demo.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('a wrong password answers 422 with the login field error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'doctor@demo.test', password: 'nope-nope1' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'These credentials do not match our records.', errors: { login: ['These credentials do not match our records.'] } });
  });

  it('a missing field answers 422 with the field error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'doctor@demo.test' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['password']);
  });

  it('ten wrong passwords for one login answer 429, and then even the right one is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'driver2@demo.test', password: `wrong-${i}x` } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    const right = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'driver2@demo.test', password: 'demo12345' } });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
  });

  it('five failures from one address throttle that address only: the owner still signs in from another', async () => {
    const attempt = (password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { login: 'doctor.staff@demo.test', password } });
    const attacker = '203.0.113.7';
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}x`, attacker)).statusCode).toBe(422);
    const blocked = await attempt('demo12345', attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
    expect((await attempt('demo12345', '198.51.100.20')).statusCode).toBe(200);
    // The attacker's address stays throttled after the owner's success elsewhere.
    expect((await attempt('demo12345', attacker)).statusCode).toBe(429);
  });

  it('one address failing across many logins is throttled on the looser per-address limit', async () => {
    const address = '203.0.113.99';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: address, payload: { login: `nobody${i}@demo.test`, password: 'wrong-pass1' } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('the users table holds no plaintext password and the tokens table no usable token', async () => {
    const token = await t.tokenFor('patient@demo.test');
    const users = await t.database.db.select({ password_hash: usersTable.password_hash }).from(usersTable);
    for (const row of users) {
      expect(row.password_hash).not.toContain('demo12345');
      expect(row.password_hash ?? '').toMatch(/^\$argon2id\$/);
    }
    const tokens = await t.database.db.select({ token_hash: accessTokens.token_hash }).from(accessTokens);
    const secret = token.split('|')[1]!;
    expect(tokens.some((r) => r.token_hash === secret || token.includes(r.token_hash))).toBe(false);
    // Presenting a stored hash as a token does not authenticate.
    const forged = `1|main:${tokens[0]!.token_hash.slice(0, 43)}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(forged) })).statusCode).toBe(401);
  });

  it('a malformed bearer is 401 on protected endpoints but ignored on public ones', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer('garbage') })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/health-check', headers: bearer('garbage') })).statusCode).toBe(200);
  });

  it('GET /api/profile answers the signed-in user for any role', async () => {
    for (const login of ['doctor@demo.test', 'patient@demo.test', 'driver1@demo.test']) {
      const token = await t.tokenFor(login);
      const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.login).toBe(login);
    }
  });
});
