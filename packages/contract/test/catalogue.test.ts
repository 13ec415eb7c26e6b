import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEndpoints, href, SPEC_EXTENSIONS, toColonPath, WEB_ROUTE_EXTENSIONS, webRouteTable } from '../src';

// Copies of the spec catalogue kept in the project (scripts/sync-spec.mjs refreshes them).
const specRoutes = JSON.parse(readFileSync(join(__dirname, '..', 'spec', 'routes.json'), 'utf8')) as {
  path: string;
  name: string;
  role: string;
  layout: string;
  guards: string[];
}[];
const specCalls = JSON.parse(readFileSync(join(__dirname, '..', 'spec', 'calls.json'), 'utf8')) as {
  method: string;
  path: string;
  side: string;
}[];

describe('the contract declares every screen of the spec catalogue', () => {
  it('has all 214 routes with the same path, name, role, layout and guards', () => {
    const fromSpec = webRouteTable.filter((r) => !(r.name in WEB_ROUTE_EXTENSIONS));
    expect(fromSpec).toHaveLength(214);
    const mine = fromSpec.map((r) => ({ path: r.path, name: r.name, role: r.role, layout: r.layout, guards: [...r.guards] }));
    const spec = specRoutes.map((r) => ({ path: r.path, name: r.name, role: r.role, layout: r.layout, guards: r.guards }));
    expect(mine).toEqual(spec);
  });

  it('every other screen is a listed extension with its reason, on a path the spec does not use', () => {
    const extensions = webRouteTable.filter((r) => r.name in WEB_ROUTE_EXTENSIONS);
    expect(extensions.map((r) => r.name).sort()).toEqual(Object.keys(WEB_ROUTE_EXTENSIONS).sort());
    for (const r of extensions) {
      expect(specRoutes.map((s) => s.name)).not.toContain(r.name);
      expect(specRoutes.map((s) => s.path)).not.toContain(r.path);
    }
  });

  it('every route has a title', () => {
    for (const r of webRouteTable) expect(r.title.length).toBeGreaterThan(0);
  });

  it('builds URLs by route name, dropping an absent optional parameter', () => {
    expect(href('doctor.orders.list.status')).toBe('/doctor/orders');
    expect(href('doctor.orders.list.status', { status: 'all' })).toBe('/doctor/orders/all');
    expect(href('doctor.order.edit', { orderId: 7 })).toBe('/doctor/orders/7/edit');
    expect(() => href('doctor.order.edit')).toThrow(/orderId/);
    expect(toColonPath('/doctor/orders/{status?}')).toBe('/doctor/orders/:status?');
    expect(toColonPath('/{pathMatch*}')).toBe('/*');
  });
});

describe('the contract declares the spec calls it implements', () => {
  it('declares all 13 auth calls', () => {
    const declared = new Set(allEndpoints.map((e) => `${e.method} ${e.path}`));
    const auth = specCalls.filter((c) => c.side === 'auth');
    expect(auth).toHaveLength(13);
    for (const c of auth) expect(declared).toContain(`${c.method} ${c.path}`);
  });

  it('every declared call is in the spec catalogue, or a listed extension with its reason', () => {
    const spec = new Set(specCalls.map((c) => `${c.method} ${c.path}`));
    const declared = new Set(allEndpoints.map((e) => `${e.method} ${e.path}`));
    for (const key of declared) if (!spec.has(key)) expect(Object.keys(SPEC_EXTENSIONS)).toContain(key);
    // The list stays honest: an extension is declared, and the spec really lacks it.
    for (const key of Object.keys(SPEC_EXTENSIONS)) {
      expect(declared).toContain(key);
      expect(spec).not.toContain(key);
    }
  });

  it('no two declarations share method and path', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
