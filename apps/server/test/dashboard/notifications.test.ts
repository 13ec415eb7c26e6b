import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { RealtimeApi } from '../../src/app-context';
import { notifyUser } from '../../src/modules/notifications/notifications.service';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { idOfUser } from '../tasks/other-tenant';

/** Records broadcasts instead of sending them. */
const sent: { channel: string; event: string; data: unknown }[] = [];
const realtime: RealtimeApi = {
  register: async (_app: FastifyInstance) => undefined,
  broadcast: async (channel, event, data) => {
    sent.push({ channel, event, data });
  },
  authorize: () => ({ auth: 'test' }),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ realtime });
});
afterAll(() => t?.close());

const list = async (login: string, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/system-notifications${query}`, headers: bearer(await t.tokenFor(login)) })).json();

describe('system notifications', () => {
  it("lists the caller's own notifications newest first, with the unread count", async () => {
    const supplierId = await idOfUser(t, 'supplier@demo.test');
    await notifyUser(t.database.db, supplierId, { title: 'Claim batch accepted', level: 'success', link: '/supplier/billing/claims' });
    await notifyUser(t.database.db, supplierId, { title: 'Outside link dropped', link: 'https://evil.test' });
    const body = await list('supplier@demo.test');
    expect(body.data.map((n: { title: string }) => n.title)).toEqual([
      'Outside link dropped',
      'Claim batch accepted',
      'Welcome to the portal',
    ]);
    expect(body.data[0].link).toBeNull();
    expect(body.data[1]).toMatchObject({ level: 'success', link: '/supplier/billing/claims', read: false, read_at: null });
    expect(body).toMatchObject({ meta: { total: 3, page: 1, rowsPerPage: 25 }, unread: 3 });
  });

  it("never shows another user's notifications", async () => {
    const mine = await list('doctor@demo.test');
    expect(mine.data.map((n: { title: string }) => n.title)).toEqual(['Welcome to the portal']);
    expect((await list('patient@demo.test')).meta.total).toBe(0);
  });

  it('can list unread ones only', async () => {
    expect((await list('supplier@demo.test', '?unread=true')).meta.total).toBe(3);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/system-notifications?unread=maybe',
          headers: bearer(await t.tokenFor('supplier@demo.test')),
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('realtime test call', () => {
  it('broadcasts "pusher-test" on the caller\'s own private channel and answers 204', async () => {
    const id = await idOfUser(t, 'driver1@demo.test');
    const res = await t.app.inject({ method: 'POST', url: '/api/pusher/test', headers: bearer(await t.tokenFor('driver1@demo.test')) });
    expect(res.statusCode).toBe(204);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: `private-user.${id}`, event: 'pusher-test' });
    expect(Date.parse((sent[0]!.data as { time: string }).time)).toBeGreaterThan(Date.now() - 60_000);
  });
});
