import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, ROLES, toColonPath, type EndpointDeclaration, type Role } from '@dme/contract';
import { servedRoutes } from '../helpers/served-routes';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The generic access test: every declared endpoint, walked from the contract. Anonymous callers get 401 unless
 * the endpoint is public; role-restricted endpoints answer 403 to every other role and never 401/403 to their
 * own; permission-restricted ones answer 403 to staff without the key. Module tests add tenant checks.
 */
const DEMO_BY_ROLE: Record<Role, string> = {
  doctor: 'doctor@demo.test',
  supplier: 'supplier@demo.test',
  patient: 'patient@demo.test',
  driver: 'driver1@demo.test',
};
/** Supplier staff holding only intake keys: refused wherever another key is required. */
const LIMITED_STAFF = 'supplier.staff@demo.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// A live token per call: some endpoints (logout) end the session they are called with.
const tokenOf = (who: Role | 'limited') => t.liveTokenFor(who === 'limited' ? LIMITED_STAFF : DEMO_BY_ROLE[who]);

const urlOf = (e: EndpointDeclaration) => e.path.replace(/\{\w+\??\}/g, '1');
const call = (e: EndpointDeclaration, token?: string) =>
  t.app.inject({
    method: e.method,
    url: urlOf(e),
    headers: token ? bearer(token) : {},
    ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }),
  });

/** Served outside the contract: the realtime hub's websocket (src/realtime/hub.ts), a protocol, not an endpoint. */
const NON_CONTRACT_ROUTES = ['GET /app/:key'];

describe('the server serves exactly the declared endpoints', () => {
  it('reads the routes Fastify serves from its route tree, HEAD beside GET left out', async () => {
    const app = Fastify();
    for (const [method, url] of [
      ['POST', '/api/login'],
      ['POST', '/api/login-by-npi/:id'],
      ['GET', '/api/a'],
      ['PUT', '/api/a/:id'],
      ['DELETE', '/api/a/:id/b/:bId'],
      ['HEAD', '/h'],
    ] as const) {
      app.route({ method, url, handler: async () => null });
    }
    await app.ready();
    expect(servedRoutes(app)).toEqual(
      ['DELETE /api/a/:id/b/:bId', 'GET /api/a', 'HEAD /h', 'POST /api/login', 'POST /api/login-by-npi/:id', 'PUT /api/a/:id'].sort(),
    );
    await app.close();
  });

  it('registers every declared endpoint once, and nothing else besides the realtime socket', () => {
    const declared = allEndpoints.map((e) => `${e.method} ${toColonPath(e.path)}`);
    expect(servedRoutes(t.app)).toEqual([...declared, ...NON_CONTRACT_ROUTES].sort());
  });
});

describe('every declared endpoint has its access enforced', () => {
  for (const e of allEndpoints) {
    const name = `${e.method} ${e.path}`;
    if (e.access === 'public') {
      it(`${name}: public, anonymous callers are not asked to sign in`, async () => {
        expect((await call(e)).statusCode).not.toBe(401);
      });
      continue;
    }
    it(`${name}: anonymous callers get 401`, async () => {
      const res = await call(e);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    });
    const access = e.access;
    if (access === 'authenticated') {
      it(`${name}: every role passes the access check`, async () => {
        for (const role of ROLES) expect([401, 403]).not.toContain((await call(e, await tokenOf(role))).statusCode);
      });
      continue;
    }
    for (const role of ROLES) {
      const allowed = access.roles.includes(role);
      it(`${name}: ${role} ${allowed ? 'passes' : 'gets 403'}`, async () => {
        const status = (await call(e, await tokenOf(role))).statusCode;
        if (allowed) expect([401, 403]).not.toContain(status);
        else expect(status).toBe(403);
      });
    }
    if (access.permission && !access.permission.includes('{') && access.roles.includes('supplier')) {
      it(`${name}: supplier staff without "${access.permission}" get 403`, async () => {
        expect((await call(e, await tokenOf('limited'))).statusCode).toBe(403);
      });
    }
  }
});
