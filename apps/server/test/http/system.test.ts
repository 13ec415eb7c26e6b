import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('system endpoints and cross-cutting behaviour', () => {
  it('health-check reports the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health-check' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('sanctum/csrf-cookie sets XSRF-TOKEN and answers 204', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[\w-]{20,};/);
  });

  it('answers carry a request id and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health-check' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // A JSON answer is never a page: it loads nothing and is framed nowhere (OWASP's REST headers).
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    // API answers carry patient data: never stored (unless a route says otherwise); the legacy browsers' headers
    // are left to the pages.
    const other = await t.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
    expect(other.headers['cache-control']).toBe('no-store');
    // A 204 of an endpoint without a declared JSON answer has no body: no document, the API's policy stays.
    expect(other.statusCode).toBe(204);
    expect(other.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(other.headers['x-xss-protection']).toBeUndefined();
    expect(other.headers['strict-transport-security']).toBeDefined();
    expect(other.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an unknown API path is a JSON 404 and malformed JSON a 400 without internals', async () => {
    const nf = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(nf.statusCode).toBe(404);
    expect(nf.json()).toEqual({ message: 'Not Found' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"login":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toMatch(/at .*\.ts/);
  });

  it('a body over the size limit is refused with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'x'.repeat(1_100_000), password: 'y' } });
    expect(res.statusCode).toBe(413);
  });

  it('a multipart body is read by the upload endpoints only: elsewhere it is refused with 415', async () => {
    // The multipart parser (and its hooks) lives in the uploads' own scope (http/register.ts).
    const form = '--b\r\nContent-Disposition: form-data; name="login"\r\n\r\nx\r\n--b--\r\n';
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'multipart/form-data; boundary=b' }, payload: form });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toHaveProperty('message');
  });

  it('/manifest.json answers 404 when no web build is served', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/manifest.json' })).statusCode).toBe(404);
  });
});
