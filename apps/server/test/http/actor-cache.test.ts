import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accessTokens, users } from '../../src/db/schema';
import { ActorCache } from '../../src/http/actor-cache';
import { bearer, createTestApp, testConfig, type TestApp } from '../helpers/test-app';

describe('the cache of callers', () => {
  it('keeps nothing until notifications arrive, and drops everything when they stop', () => {
    const cache = new ActorCache<string>(60_000);
    cache.set('a', 'caller', cache.mark(), Date.now() + 60_000);
    expect(cache.get('a')).toBeUndefined();
    cache.setListening(true);
    cache.set('a', 'caller', cache.mark(), Date.now() + 60_000);
    expect(cache.get('a')).toBe('caller');
    cache.setListening(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('never keeps an entry past its time to live or the token expiry', () => {
    const cache = new ActorCache<string>(1_000);
    cache.setListening(true);
    const now = 1_000_000;
    cache.set('short-ttl', 'x', cache.mark(), now + 60_000, now);
    cache.set('expiring', 'y', cache.mark(), now + 10, now);
    expect(cache.get('short-ttl', now + 999)).toBe('x');
    expect(cache.get('short-ttl', now + 1_000)).toBeUndefined();
    expect(cache.get('expiring', now + 10)).toBeUndefined();
  });

  it('does not store what a lookup read while a change was announced', () => {
    const cache = new ActorCache<string>(60_000);
    cache.setListening(true);
    const mark = cache.mark();
    cache.clear(); // a notification arrives while the lookup runs
    cache.set('a', 'stale', mark, Date.now() + 60_000);
    expect(cache.get('a')).toBeUndefined();
  });

  it('stays within its size', () => {
    const cache = new ActorCache<number>(60_000, 2);
    cache.setListening(true);
    for (const n of [1, 2, 3]) cache.set(String(n), n, cache.mark(), Date.now() + 60_000);
    expect(cache.size).toBe(2);
    expect(cache.get('1')).toBeUndefined();
  });
});

describe('callers resolved from the cache (on the test database, embedded or PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: testConfig({ callerCacheSeconds: 60 }) });
    await vi.waitFor(() => expect(t.app.callers.enabled).toBe(true), { timeout: 5_000 });
  });
  afterAll(() => t?.close());

  const getUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) }).then((r) => r.statusCode);

  /** Revokes a token as a change the database does not announce (triggers off for this transaction only). */
  const revokeSilently = (userId: number) =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(accessTokens)
        .set({ revoked_at: sql`now()` })
        .where(eq(accessTokens.user_id, userId));
    });

  it('answers a known caller without reading the token again, and sees an announced change', async () => {
    const token = await t.tokenFor('supplier@demo.test');
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.login, 'supplier@demo.test'));
    // The sign-in's own writes are announced too, and on PostgreSQL that notification may land after a request filled
    // the cache (emptying it again), even after the cache was seen filled. Ask until a filled cache has outlived a
    // pause with no announcement arriving (the generation, bumped by every clear, did not move).
    await expect
      .poll(
        async () => {
          const before = t.app.callers.mark();
          expect(await getUser(token)).toBe(200);
          await new Promise((resolve) => setTimeout(resolve, 150));
          return t.app.callers.size > 0 && t.app.callers.mark() === before;
        },
        { timeout: 10_000 },
      )
      .toBe(true);

    // Unannounced, the revocation is not seen: the caller came from the cache.
    await revokeSilently(user!.id);
    expect(await getUser(token)).toBe(200);

    // Any announced change to users drops the cache on every instance: the revoked token is refused.
    await t.database.db
      .update(users)
      .set({ updated_at: sql`now()` })
      .where(eq(users.id, user!.id));
    await expect.poll(() => getUser(token), { timeout: 5_000 }).toBe(401);
  });

  it('a sign-out is refused on the next request, without waiting for the notification', async () => {
    const token = await t.tokenFor('doctor@demo.test');
    expect(await getUser(token)).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect(await getUser(token)).toBe(401);
  });
});
