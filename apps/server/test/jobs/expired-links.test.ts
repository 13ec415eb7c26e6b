import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { accessTokens, loginFailures, passwordResets, shortLinks } from '../../src/db/schema';
import { expiredLinksJob } from '../../src/jobs/definitions';
import { findUserByLogin } from '../../src/modules/auth/auth.queries';
import { freshDatabase } from '../helpers/test-app';

const ago = (ms: number) => new Date(Date.now() - ms);
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('the expired-links job', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('purges resets, sessions, sign-in windows and short links past their grace period and keeps the rest', async () => {
    const db = database.db;
    const user = (await findUserByLogin(db, 'supplier@demo.test'))!;
    const resets = await db
      .insert(passwordResets)
      .values([
        { user_id: user.id, kind: 'link', secret_hash: 'purge-reset', expires_at: ago(2 * DAY) },
        { user_id: user.id, kind: 'code', secret_hash: 'keep-recent', expires_at: ago(HOUR) },
        { user_id: user.id, kind: 'link', secret_hash: 'keep-live', expires_at: ago(-HOUR) },
      ])
      .returning({ id: passwordResets.id, secret_hash: passwordResets.secret_hash });
    const tokens = await db
      .insert(accessTokens)
      .values([
        { user_id: user.id, token_hash: 'purge-expired', expires_at: ago(31 * DAY) },
        { user_id: user.id, token_hash: 'purge-revoked', expires_at: ago(-DAY), revoked_at: ago(31 * DAY) },
        { user_id: user.id, token_hash: 'keep-expired-lately', expires_at: ago(DAY) },
        { user_id: user.id, token_hash: 'keep-live', expires_at: ago(-DAY) },
      ])
      .returning({ id: accessTokens.id, token_hash: accessTokens.token_hash });
    await db.insert(loginFailures).values([
      { key: 'purge-window', count: 3, window_started_at: ago(2 * DAY) },
      { key: 'keep-window', count: 3, window_started_at: ago(HOUR) },
    ]);
    await db.insert(shortLinks).values([
      { hash: 'purge-link', target: '/login', expires_at: ago(91 * DAY) },
      { hash: 'keep-link', target: '/login', expires_at: ago(DAY) },
    ]);

    await expiredLinksJob(db).run({});

    const resetsLeft = await db.select({ h: passwordResets.secret_hash }).from(passwordResets).where(inArray(passwordResets.id, resets.map((r) => r.id)));
    expect(resetsLeft.map((r) => r.h).sort()).toEqual(['keep-live', 'keep-recent']);
    const tokensLeft = await db.select({ h: accessTokens.token_hash }).from(accessTokens).where(inArray(accessTokens.id, tokens.map((t) => t.id)));
    expect(tokensLeft.map((t) => t.h).sort()).toEqual(['keep-expired-lately', 'keep-live']);
    const windowsLeft = await db.select({ k: loginFailures.key }).from(loginFailures).where(sql`${loginFailures.key} like '%-window'`);
    expect(windowsLeft.map((w) => w.k)).toEqual(['keep-window']);
    const linksLeft = await db.select({ h: shortLinks.hash }).from(shortLinks).where(sql`${shortLinks.hash} like '%-link'`);
    expect(linksLeft.map((l) => l.h)).toEqual(['keep-link']);
  });
});
