import { afterEach, describe, expect, it } from 'vitest';
import type { PresenceChannel } from 'pusher-js';
import { channelAuthSignature } from '../../src/realtime';
import { KEY, connectPusher, connected, eventually, nextEvent, runCleanups, startServer, subscribed } from './helpers';

afterEach(runCleanups);

describe('realtime with the real pusher-js client', () => {
  it('connects with a "<int>.<int>" socket id', async () => {
    const { port, realtime } = await startServer();
    const pusher = connectPusher(port);
    const socketId = await connected(pusher);
    expect(socketId).toMatch(/^\d+\.\d+$/);
    expect(realtime.stats()).toMatchObject({ connections: 1, channels: 0, redis: 'disabled' });
  });

  it('subscribes to a private channel through the auth endpoint and receives broadcast() events', async () => {
    const { port, realtime } = await startServer();
    const pusher = connectPusher(port);
    await connected(pusher);
    const { channel } = await subscribed(pusher, 'private-allowed.orders.7');
    expect(realtime.stats().channels).toBe(1);

    const received = nextEvent<unknown>(channel, 'order.updated');
    await realtime.broadcast('private-allowed.orders.7', 'order.updated', { id: 7, status: 'shipped', tags: ['a'] });
    // pusher-js JSON-decodes the `data` string: the object arrives intact.
    expect(await received).toEqual({ id: 7, status: 'shipped', tags: ['a'] });
  });

  it('delivers public channel events without authorisation', async () => {
    const { port, realtime } = await startServer();
    const pusher = connectPusher(port);
    const { channel } = await subscribed(pusher, 'news');
    const received = nextEvent(channel, 'hello');
    await realtime.broadcast('news', 'hello', 'world');
    expect(await received).toBe('world');
  });

  it('refuses a forged authorisation with 4009 and delivers nothing on that channel', async () => {
    const { port, realtime } = await startServer();
    // The handler forges the answer instead of asking the server: a wrong signature of the right shape.
    const pusher = connectPusher(port, {
      customHandler: (_params, callback) => callback(null, { auth: `${KEY}:${'0'.repeat(64)}` }),
    });
    await connected(pusher);
    const connectionError = nextEvent<{ type: string; data: { code: number; message: string } }>(pusher.connection, 'error');
    const channel = pusher.subscribe('private-secret.orders.9');
    const subscriptionError = await nextEvent<{ type: string; error: string; status: number }>(channel, 'pusher:subscription_error');
    expect(subscriptionError).toEqual({ type: 'AuthError', error: 'The connection is unauthorized.', status: 4009 });
    expect(await connectionError).toEqual({ type: 'PusherError', data: { code: 4009, message: 'The connection is unauthorized.' } });
    expect(channel.subscribed).toBe(false);
    expect(realtime.stats().channels).toBe(0);

    // Frames on one socket arrive in order: once the control event is in, the forbidden one would be too.
    const forbidden: unknown[] = [];
    channel.bind('order.updated', (data: unknown) => forbidden.push(data));
    const { channel: control } = await subscribed(pusher, 'control');
    const controlReceived = nextEvent(control, 'done');
    await realtime.broadcast('private-secret.orders.9', 'order.updated', { leaked: true });
    await realtime.broadcast('control', 'done', {});
    await controlReceived;
    expect(forbidden).toEqual([]);
  });

  it('refuses a valid signature issued for another socket (no replay across connections)', async () => {
    const { port, realtime } = await startServer();
    const pusher = connectPusher(port, {
      customHandler: ({ channelName }, callback) => callback(null, realtime.authorize('1234.5678', channelName)),
    });
    await connected(pusher);
    const channel = pusher.subscribe('private-allowed.orders.1');
    const error = await nextEvent<{ status: number }>(channel, 'pusher:subscription_error');
    expect(error.status).toBe(4009);
  });

  it('refuses a presence subscription whose channel_data was changed after signing', async () => {
    const { port, realtime } = await startServer();
    const pusher = connectPusher(port, {
      customHandler: ({ socketId, channelName }, callback) => {
        const signed = realtime.authorize(socketId, channelName, JSON.stringify({ user_id: 'alice', user_info: {} }));
        callback(null, { auth: signed.auth, channel_data: JSON.stringify({ user_id: 'admin', user_info: {} }) });
      },
    });
    await connected(pusher);
    const channel = pusher.subscribe('presence-room.1');
    expect((await nextEvent<{ status: number }>(channel, 'pusher:subscription_error')).status).toBe(4009);
  });

  it("reports the endpoint's 403 as a subscription error (pusher-js never sends the subscribe)", async () => {
    const { port, realtime } = await startServer();
    const pusher = connectPusher(port);
    await connected(pusher);
    const channel = pusher.subscribe('private-not-allowed.orders.3');
    const error = await nextEvent<{ type: string; status: number }>(channel, 'pusher:subscription_error');
    expect(error).toMatchObject({ type: 'AuthError', status: 403 });
    expect(realtime.stats().channels).toBe(0);
  });

  it('presence: two clients see each other, and a leaving member is removed', async () => {
    const { port, realtime } = await startServer();
    const alice = connectPusher(port, undefined, { user: 'alice' });
    const bob = connectPusher(port, undefined, { user: 'bob' });

    const { channel: aliceChannel } = await subscribed(alice, 'presence-order.5');
    const aliceView = aliceChannel as PresenceChannel;
    expect(aliceView.members.count).toBe(1);
    expect(aliceView.members.me).toEqual({ id: 'alice', info: { name: 'ALICE' } });

    const added = nextEvent<{ id: string; info: unknown }>(aliceChannel, 'pusher:member_added');
    const { channel: bobChannel } = await subscribed(bob, 'presence-order.5');
    const bobView = bobChannel as PresenceChannel;
    expect(bobView.members.count).toBe(2);
    const ids: string[] = [];
    bobView.members.each((member: { id: string }) => ids.push(member.id));
    expect(ids.sort()).toEqual(['alice', 'bob']);
    expect(await added).toEqual({ id: 'bob', info: { name: 'BOB' } });
    expect(aliceView.members.count).toBe(2);

    const removed = nextEvent<{ id: string }>(aliceChannel, 'pusher:member_removed');
    bob.disconnect();
    expect((await removed).id).toBe('bob');
    expect(aliceView.members.count).toBe(1);
    await eventually(() => realtime.stats().connections === 1);
  });

  it('presence: a second socket of the same user is not a new member; the member leaves with its last socket', async () => {
    const { port } = await startServer();
    const watcher = connectPusher(port, undefined, { user: 'watcher' });
    const { channel } = await subscribed(watcher, 'presence-order.6');
    const events: string[] = [];
    channel.bind('pusher:member_added', (m: { id: string }) => events.push(`added:${m.id}`));
    channel.bind('pusher:member_removed', (m: { id: string }) => events.push(`removed:${m.id}`));

    const tab1 = connectPusher(port, undefined, { user: 'carol' });
    const tab2 = connectPusher(port, undefined, { user: 'carol' });
    await subscribed(tab1, 'presence-order.6');
    const { channel: tab2Channel } = await subscribed(tab2, 'presence-order.6');
    expect((tab2Channel as PresenceChannel).members.count).toBe(2);

    tab1.unsubscribe('presence-order.6');
    tab2.disconnect();
    await eventually(() => events.length >= 2);
    expect(events).toEqual(['added:carol', 'removed:carol']);
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const { port, realtime } = await startServer();
    const pusher = connectPusher(port);
    const { channel } = await subscribed(pusher, 'private-allowed.x');
    pusher.unsubscribe('private-allowed.x');
    await eventually(() => realtime.stats().channels === 0);
    const got: unknown[] = [];
    channel.bind('ev', (d: unknown) => got.push(d));
    const { channel: control } = await subscribed(pusher, 'control');
    const done = nextEvent(control, 'done');
    await realtime.broadcast('private-allowed.x', 'ev', 1);
    await realtime.broadcast('control', 'done', 1);
    await done;
    expect(got).toEqual([]);
  });

  it('checks the signature against its own secret: a client of another app cannot get in', async () => {
    const { port } = await startServer();
    const pusher = connectPusher(port, {
      customHandler: ({ socketId, channelName }, callback) =>
        callback(null, { auth: channelAuthSignature(KEY, 'some-other-secret', socketId, channelName) }),
    });
    await connected(pusher);
    const channel = pusher.subscribe('private-allowed.y');
    expect((await nextEvent<{ status: number }>(channel, 'pusher:subscription_error')).status).toBe(4009);
  });
});
