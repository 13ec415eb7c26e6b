import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, type EndpointDeclaration } from '@dme/contract';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { implement } from '../../src/http/define';
import { allImplementations } from '../../src/modules';
import { freshDatabase, testConfig } from '../helpers/test-app';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database?.close());

const build = (endpoints: readonly EndpointDeclaration[], implementations = allImplementations) =>
  buildApp({ config: testConfig(), database, logger: false, endpoints, implementations });

describe('the server boots only from complete declarations', () => {
  it('an endpoint declared without an access rule stops the boot', async () => {
    const noAccess = { method: 'GET', path: '/api/no-access', summary: 'x' } as unknown as EndpointDeclaration;
    const impl = implement(noAccess, async () => ({}));
    await expect(build([...allEndpoints, noAccess], [...allImplementations, impl])).rejects.toThrow(/GET \/api\/no-access declares no access rule/);
  });

  it('an access rule with no roles stops the boot', async () => {
    const empty = { method: 'GET', path: '/api/empty-roles', summary: 'x', access: { roles: [] } } as unknown as EndpointDeclaration;
    await expect(build([...allEndpoints, empty], [...allImplementations, implement(empty, async () => ({}))])).rejects.toThrow(/declares no access rule/);
  });

  it('a declared endpoint without a handler stops the boot', async () => {
    const orphan: EndpointDeclaration = { method: 'GET', path: '/api/orphan', access: 'authenticated', summary: 'x' };
    await expect(build([...allEndpoints, orphan])).rejects.toThrow(/GET \/api\/orphan is declared but has no handler/);
  });

  it('a handler without a declaration stops the boot', async () => {
    const stray = implement({ method: 'GET', path: '/api/stray', access: 'public', summary: 'x' }, async () => ({}));
    await expect(build(allEndpoints, [...allImplementations, stray])).rejects.toThrow(/\/api\/stray has no contract declaration/);
  });

  it('the real declarations boot', async () => {
    const app = await build(allEndpoints);
    await app.ready();
    await app.close();
  });
});
