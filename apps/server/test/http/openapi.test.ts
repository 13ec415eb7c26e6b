import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@dme/contract';
import { createTestApp, type TestApp } from '../helpers/test-app';

const openApiPath = (path: string) => path.replace(/\{(\w+)\??\}/g, '{$1}');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('API documentation from the contract', () => {
  it('GET /api/openapi.json is an OpenAPI 3.1 document holding every declared endpoint with its access rule', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    for (const e of allEndpoints) {
      const op = doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()];
      expect(op, `${e.method} ${e.path}`).toBeDefined();
      expect(op['x-access']).toEqual(e.access);
      expect(op.summary).toBe(e.summary);
      for (const [, name] of e.path.matchAll(/\{(\w+)\??\}/g)) expect(op.parameters.some((p: { name: string; in: string }) => p.name === name && p.in === 'path')).toBe(true);
    }
    const login = doc.paths['/api/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('login');
    expect(doc.paths['/api/vendor/orders'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['page', 'rowsPerPage', 'search', 'status']));
  });

  it('GET /api/docs renders every declared endpoint as readable HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // A page: the page's policy (its stylesheet is inline) and its own cache-control.
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const html = res.body;
    for (const e of allEndpoints) {
      const escaped = openApiPath(e.path).replace(/&/g, '&amp;');
      expect(html, `${e.method} ${e.path}`).toContain(`<span class="m ${e.method.toLowerCase()}">${e.method}</span> <code>${escaped}</code>`);
    }
    expect(html).toContain('Roles: supplier');
    expect(html).not.toMatch(/<script/i);
  });
});
