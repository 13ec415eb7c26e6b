import Fastify, { type FastifyInstance } from 'fastify';
import Pusher, { type Channel, type ChannelAuthorizationOptions } from 'pusher-js';
import WebSocket from 'ws';
import { Redis } from 'ioredis';
import { createRealtime, type Realtime, type RealtimeOptions } from '../../src/realtime';

export const KEY = 'test-app-key';
export const SECRET = 'test-app-secret-0123456789abcdef';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Things to undo after each test, newest first (clients before the apps they talk to). */
const cleanups: (() => unknown)[] = [];
export const onCleanup = (fn: () => unknown): void => {
  cleanups.push(fn);
};
export async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) await cleanups.pop()?.();
}

export interface TestServer {
  app: FastifyInstance;
  realtime: Realtime;
  port: number;
}

/**
 * A minimal server: the realtime module plus a stand-in for the lead's /broadcasting/auth
 * endpoint. "Who may join" is decided here by channel name; the presence identity comes from
 * the `user` form field (the real endpoint takes it from the session).
 */
export async function startServer(options: Partial<RealtimeOptions> = {}): Promise<TestServer> {
  const realtime = createRealtime({ key: KEY, secret: SECRET, ...options });
  const app = Fastify();
  await realtime.register(app);
  // pusher-js's 'ajax' transport posts an urlencoded form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.post<{ Body: { socket_id?: string; channel_name?: string; user?: string } }>('/broadcasting/auth', async (request, reply) => {
    const { socket_id: socketId = '', channel_name: channel = '', user } = request.body ?? {};
    if (channel.startsWith('private-allowed')) return realtime.authorize(socketId, channel);
    if (channel.startsWith('presence-') && user) {
      return realtime.authorize(socketId, channel, JSON.stringify({ user_id: user, user_info: { name: user.toUpperCase() } }));
    }
    return reply.code(403).send({ message: 'Forbidden' });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  onCleanup(() => app.close());
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { app, realtime, port: address.port };
}

/** The real pusher-js client (its Node build: faye-websocket transport, xmlhttprequest auth). */
export function connectPusher(
  port: number,
  channelAuthorization?: ChannelAuthorizationOptions,
  authParams: Record<string, string> = {},
): Pusher {
  const pusher = new Pusher(KEY, {
    cluster: 'us2',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: channelAuthorization ?? {
      endpoint: `http://127.0.0.1:${port}/broadcasting/auth`,
      transport: 'ajax',
      params: authParams,
    },
  });
  onCleanup(() => pusher.disconnect());
  return pusher;
}

/** Resolves with the first payload of `event` on `target`, or rejects after `ms`. */
export function nextEvent<T = unknown>(
  target: { bind(event: string, cb: (data: T) => void): unknown; unbind(event: string, cb: (data: T) => void): unknown },
  event: string,
  ms = 4000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      target.unbind(event, handler);
      reject(new Error(`timed out waiting for ${event}`));
    }, ms);
    const handler = (data: T): void => {
      clearTimeout(timer);
      target.unbind(event, handler);
      resolve(data);
    };
    target.bind(event, handler);
  });
}

export async function connected(pusher: Pusher): Promise<string> {
  if (pusher.connection.state !== 'connected') await nextEvent(pusher.connection, 'connected');
  return pusher.connection.socket_id;
}

export async function subscribed(pusher: Pusher, name: string): Promise<{ channel: Channel; data: unknown }> {
  const channel = pusher.subscribe(name);
  const data = await nextEvent(channel, 'pusher:subscription_succeeded');
  return { channel, data };
}

/** Polls until `check` holds; for server-side state that has no event to wait on. */
export async function eventually(check: () => boolean, ms = 4000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A bare protocol client for what pusher-js cannot be made to do (bad JSON, ignoring pings...). */
export interface RawClient {
  ws: WebSocket;
  /** Every frame received so far, parsed. */
  frames: { event: string; channel?: string; data?: unknown }[];
  next(event: string, ms?: number): Promise<{ event: string; channel?: string; data?: unknown }>;
  closed: Promise<{ code: number; reason: string }>;
}

export function rawClient(port: number, path = `/app/${KEY}?protocol=7&client=js&version=8.6.0&flash=false`): RawClient {
  type Frame = RawClient['frames'][number];
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const frames: Frame[] = [];
  /** Frames already handed to a `next` caller: each frame is returned once. */
  const consumed = new Set<Frame>();
  const waiters: { event: string; resolve: (f: Frame) => void }[] = [];
  ws.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as Frame;
    frames.push(frame);
    const waiter = waiters.find((w) => w.event === frame.event);
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      consumed.add(frame);
      waiter.resolve(frame);
    }
  });
  ws.on('error', () => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  onCleanup(() => ws.terminate());
  return {
    ws,
    frames,
    closed,
    next(event, ms = 4000) {
      const ready = frames.find((f) => f.event === event && !consumed.has(f));
      if (ready) {
        consumed.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          event,
          resolve: (f: Frame) => {
            clearTimeout(timer);
            resolve(f);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`timed out waiting for ${event}`));
        }, ms);
        waiters.push(waiter);
      });
    },
  };
}

/** True when Redis answers PING within 1 s; the Redis tests are skipped otherwise. */
export async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    const pong = await Promise.race([
      redis.connect().then(() => redis.ping()),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 1000).unref()),
    ]);
    return pong === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
