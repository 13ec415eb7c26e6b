import { afterEach, describe, expect, it } from 'vitest';
import net from 'node:net';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { createRealtime, REDIS_FANOUT_CHANNEL, type RealtimeLogger } from '../../src/realtime';
import {
  KEY,
  REDIS_URL,
  SECRET,
  connectPusher,
  connected,
  eventually,
  nextEvent,
  onCleanup,
  redisAnswers,
  runCleanups,
  startServer,
  subscribed,
} from './helpers';

afterEach(runCleanups);

const redisUp = await redisAnswers(REDIS_URL);

/** Collects what a client receives on a channel, in order. */
function record(channel: { bind(event: string, cb: (data: unknown) => void): unknown }, events: string[]) {
  const seen: { event: string; data: unknown }[] = [];
  for (const event of events) channel.bind(event, (data: unknown) => seen.push({ event, data }));
  return seen;
}

describe('realtime fan-out through Redis', () => {
  it.skipIf(!redisUp)('delivers an event broadcast on instance B to a client of instance A, exactly once', async () => {
    const a = await startServer({ redisUrl: REDIS_URL });
    const b = await startServer({ redisUrl: REDIS_URL });
    expect(a.realtime.stats().redis).toBe('connected');

    const onA = connectPusher(a.port);
    const onB = connectPusher(b.port);
    const { channel: channelA } = await subscribed(onA, 'private-allowed.orders.42');
    const { channel: channelB } = await subscribed(onB, 'private-allowed.orders.42');
    const seenA = record(channelA, ['order.updated', 'marker']);
    const seenB = record(channelB, ['order.updated', 'marker']);

    // From B: A's client gets it through Redis, B's client locally (B must skip its own echo).
    await b.realtime.broadcast('private-allowed.orders.42', 'order.updated', { from: 'b' });
    // From A: the reverse.
    await a.realtime.broadcast('private-allowed.orders.42', 'order.updated', { from: 'a' });
    // A marker published after both: when it has arrived on both clients, every copy of the
    // earlier events (echoes included) has been through Redis and would have arrived too.
    await b.realtime.broadcast('private-allowed.orders.42', 'marker', 1);
    await a.realtime.broadcast('private-allowed.orders.42', 'marker', 2);
    await eventually(
      () => seenA.filter((s) => s.event === 'marker').length === 2 && seenB.filter((s) => s.event === 'marker').length === 2,
    );

    for (const seen of [seenA, seenB]) {
      const updates = seen.filter((s) => s.event === 'order.updated').map((s) => s.data);
      expect(updates).toHaveLength(2);
      expect(updates).toEqual(expect.arrayContaining([{ from: 'a' }, { from: 'b' }]));
    }
  });

  it.skipIf(!redisUp)('an instance without local subscribers still publishes, and a client on A receives it', async () => {
    const a = await startServer({ redisUrl: REDIS_URL });
    const b = await startServer({ redisUrl: REDIS_URL });
    const pusher = connectPusher(a.port);
    await connected(pusher);
    const { channel } = await subscribed(pusher, 'news');
    const received = nextEvent(channel, 'hello');
    expect(b.realtime.stats().channels).toBe(0);
    await b.realtime.broadcast('news', 'hello', { n: 1 });
    expect(await received).toEqual({ n: 1 });
  });

  it.skipIf(!redisUp)('ignores malformed or hostile messages on the Redis channel without crashing', async () => {
    const a = await startServer({ redisUrl: REDIS_URL });
    const pusher = connectPusher(a.port);
    const { channel } = await subscribed(pusher, 'news');
    const seen = record(channel, ['hello', 'pusher:error']);
    const publisher = new Redis(REDIS_URL);
    onCleanup(() => publisher.disconnect());
    await publisher.publish(REDIS_FANOUT_CHANNEL, 'not json');
    await publisher.publish(
      REDIS_FANOUT_CHANNEL,
      JSON.stringify({ v: 1, origin: 'x', channel: 'news', event: 'pusher:error', data: '{}' }),
    );
    await publisher.publish(REDIS_FANOUT_CHANNEL, JSON.stringify({ v: 1, origin: 'x', channel: 'news', event: 'hello', data: '"ok"' }));
    await eventually(() => seen.length > 0);
    expect(seen).toEqual([{ event: 'hello', data: 'ok' }]);
  });

  it('register() rejects clearly when Redis cannot be reached', async () => {
    const realtime = createRealtime({ key: KEY, secret: SECRET, redisUrl: 'redis://:hunter2@127.0.0.1:1' });
    const app = Fastify();
    onCleanup(() => app.close());
    const error = await realtime.register(app).then(
      () => undefined,
      (err: unknown) => err as Error,
    );
    expect(error?.message).toMatch(/cannot reach Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1/);
    // The password never appears in the message.
    expect(error?.message).not.toContain('hunter2');
  });

  it.skipIf(!redisUp)(
    'survives a Redis outage: local delivery goes on, errors are logged without payloads, fan-out heals',
    async () => {
      const lines: { level: string; obj: object; msg?: string }[] = [];
      const logger: RealtimeLogger = {
        info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
        warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
        error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
      };
      // Instance A reaches Redis through a proxy the test can cut; B talks to Redis directly.
      const proxy = await startTcpProxy(new URL(REDIS_URL));
      onCleanup(() => proxy.stop());
      const redisViaProxy = new URL(REDIS_URL);
      redisViaProxy.hostname = '127.0.0.1';
      redisViaProxy.port = String(proxy.port);
      const a = await startServer({ redisUrl: redisViaProxy.toString(), logger });
      const b = await startServer({ redisUrl: REDIS_URL });
      const pusher = connectPusher(a.port);
      const { channel } = await subscribed(pusher, 'news');
      const seen = record(channel, ['hello']);

      const logged = (text: string, role?: string) =>
        lines.some((l) => l.msg?.includes(text) && (!role || (l.obj as { role?: string }).role === role));

      await proxy.stop();
      // The reconnect attempts are refused now: logged once per connection, not once per attempt.
      await eventually(() => logged('Redis connection error', 'publisher') && logged('Redis connection error', 'subscriber'));
      expect(a.realtime.stats().redis).toBe('disconnected');
      await a.realtime.broadcast('news', 'hello', { patient: 'Jane Doe' });
      await eventually(() => seen.length === 1);
      expect(seen[0]?.data).toEqual({ patient: 'Jane Doe' });
      expect(logged('fan-out publish failed')).toBe(true);

      await proxy.start();
      // ioredis reconnects and re-subscribes by itself; B's events reach A's client again.
      await eventually(() => logged('restored', 'publisher') && logged('restored', 'subscriber'), 8000);
      await eventually(() => a.realtime.stats().redis === 'connected');
      expect(lines.filter((l) => l.msg?.includes('Redis connection error'))).toHaveLength(2);
      // "restored" is logged when the connection is back, but the re-sent SUBSCRIBE may still be on its way on a busy
      // machine, and Redis keeps no message for a subscriber that is not there yet (a loaded CI run lost one): B
      // publishes until A's client has it.
      for (const end = Date.now() + 8000; seen.length < 2 && Date.now() < end; ) {
        await b.realtime.broadcast('news', 'hello', { n: 2 });
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(seen[1]?.data).toEqual({ n: 2 });
      expect(JSON.stringify(lines)).not.toContain('Jane Doe');
    },
    20_000,
  );
});

/** A TCP forwarder that can be stopped (cutting every connection) and started again on the same port. */
async function startTcpProxy(target: URL): Promise<{ port: number; stop(): Promise<void>; start(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        if (address && typeof address !== 'string') port = address.port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (!server?.listening) return resolve();
      server.close(() => resolve());
    });
  await start();
  return {
    get port() {
      return port;
    },
    stop,
    start,
  };
}
