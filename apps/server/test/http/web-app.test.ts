import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app';

/** The built web app as the server serves it: the app's page, the standalone sign-in page, precompressed assets. */
describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dme-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'login.html'), '<!doctype html><title>sign-in</title>');
    const script = 'console.log("a chunk of the app");'.repeat(20);
    writeFileSync(join(dist, 'assets', 'chunk-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'chunk-abc123.js.br'), brotliCompressSync(script));
    t = await createTestApp({ config: testConfig({ webDist: dist }) });
  });
  afterAll(() => t?.close());

  it('answers a cold load of /auth/login with the standalone sign-in page, query string or not', async () => {
    for (const url of ['/auth/login', '/auth/login?from=mail']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>sign-in</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it("answers every other screen with the app's page (history-API fallback), never the API's paths", async () => {
    for (const url of ['/', '/auth/reset-password', '/supplier/orders?page=2']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<title>app</title>');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-call' })).statusCode).toBe(404);
    const head = await t.app.inject({ method: 'HEAD', url: '/auth/login' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('sends hashed assets precompressed, cached for a year, without the page-only headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/chunk-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
