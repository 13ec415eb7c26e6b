import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Pusher, { type Channel } from 'pusher-js';
import { createRealtime, type Realtime } from '../../src/realtime';
import { bearer, createTestApp, testConfig, type TestApp } from '../helpers/test-app';

/** The real app end to end: its /broadcasting/auth decides who may join which channel, pusher-js obeys. */
const config = testConfig();
let hub: Realtime;
let t: TestApp;
let port: number;
beforeAll(async () => {
  hub = createRealtime({ key: config.pusherKey, secret: config.appSecret });
  t = await createTestApp({ realtime: hub });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t?.close());

function connect(token: string): Pusher {
  return new Pusher(config.pusherKey, {
    cluster: 'us2',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: { endpoint: `http://127.0.0.1:${port}/broadcasting/auth`, transport: 'ajax', headers: bearer(token) },
  });
}

const subscribed = (channel: Channel) =>
  new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (e: { status?: number }) => reject(Object.assign(new Error('refused'), { status: e.status })));
  });

const idOf = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().data.id as number;

describe('realtime channels of the product', () => {
  it("a doctor subscribes to their own private channel and receives the server's broadcast", async () => {
    const token = await t.tokenFor('doctor@demo.test');
    const pusher = connect(token);
    try {
      const channel = pusher.subscribe(`private-user.${await idOf(token)}`);
      await subscribed(channel);
      const got = new Promise((resolve) => channel.bind('note-mention', resolve));
      await hub.broadcast(`private-user.${await idOf(token)}`, 'note-mention', { order_id: 7 });
      expect(await got).toEqual({ order_id: 7 });
    } finally {
      pusher.disconnect();
    }
  });

  it("another user's private channel is refused by the broadcasting call (403)", async () => {
    const doctor = await t.tokenFor('doctor@demo.test');
    const supplier = await t.tokenFor('supplier@demo.test');
    const pusher = connect(supplier);
    try {
      await expect(subscribed(pusher.subscribe(`private-user.${await idOf(doctor)}`))).rejects.toMatchObject({ status: 403 });
    } finally {
      pusher.disconnect();
    }
  });

  it('members of one account meet on its presence channel', async () => {
    const token = await t.tokenFor('supplier.staff@demo.test');
    const user = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().data;
    const pusher = connect(token);
    try {
      const channel = pusher.subscribe(`presence-account.${user.account.id}`);
      await subscribed(channel);
      expect((channel as unknown as { members: { count: number; me: { info: { name: string } } } }).members.me.info.name).toBe('Tina Brooks');
    } finally {
      pusher.disconnect();
    }
  });
});
