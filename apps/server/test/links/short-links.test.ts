import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { isInAppPath } from '@dme/contract';
import { shortLinks } from '../../src/db/schema';
import { createShortLink } from '../../src/modules/links/links.service';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const resolve = (hash: string) => t.app.inject({ method: 'GET', url: `/api/s/${hash}` });

describe('short links: GET /api/s/{hash}', () => {
  it('a live link answers its in-app target, uncached, to anonymous callers', async () => {
    const hash = await createShortLink(t.database.db, '/invite/12', { ttlHours: 2 });
    expect(hash).toMatch(/^[\w-]{24,}$/); // 18 random bytes: 144 bits
    const res = await resolve(hash);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { redirect_to: '/invite/12' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps the query string of the target', async () => {
    const hash = await createShortLink(t.database.db, '/sign/satisfaction/abc?step=2');
    expect((await resolve(hash)).json().data.redirect_to).toBe('/sign/satisfaction/abc?step=2');
  });

  it('an unknown hash answers 404 "This link is not valid."', async () => {
    for (const hash of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'short', '..%2F..%2Fetc']) {
      const res = await resolve(hash);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'This link is not valid.' });
    }
  });

  it('an expired link answers 410 "This link has expired."', async () => {
    const hash = await createShortLink(t.database.db, '/invite/7', { ttlHours: 1 });
    await t.database.db
      .update(shortLinks)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(shortLinks.hash, hash));
    const res = await resolve(hash);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: 'This link has expired.' });
  });

  it('two links to the same target get different hashes', async () => {
    expect(await createShortLink(t.database.db, '/invite/3')).not.toBe(await createShortLink(t.database.db, '/invite/3'));
  });
});

describe('short links never redirect outside the app', () => {
  const external = [
    'https://evil.test/x',
    '//evil.test',
    '/\\evil.test',
    'javascript:alert(1)',
    'evil.test',
    '/\tevil',
    '/ok\n//evil.test',
    '',
  ];

  it('refuses external or ambiguous targets at creation', async () => {
    for (const target of external) {
      expect(isInAppPath(target), target).toBe(false);
      await expect(createShortLink(t.database.db, target), target).rejects.toThrow(/in-app path/);
    }
    expect(isInAppPath('/doctor/orders/5/edit')).toBe(true);
  });

  it('a stored row with an external target (written around the service) is treated as invalid', async () => {
    await t.database.db
      .insert(shortLinks)
      .values({ hash: 'planted-hash-0123456789ab', target: '//evil.test', expires_at: new Date(Date.now() + 3600_000) });
    expect((await resolve('planted-hash-0123456789ab')).statusCode).toBe(404);
  });

  it('refuses a non-positive lifetime', async () => {
    await expect(createShortLink(t.database.db, '/invite/1', { ttlHours: 0 })).rejects.toThrow(/positive/);
  });
});
