import { Redis, type RedisOptions } from 'ioredis';
import type { RealtimeLogger } from './logger';

/** The Redis pub/sub channel every instance publishes to and listens on. */
export const REDIS_FANOUT_CHANNEL = 'dme:realtime';

/** What travels between instances: the event plus the id of the instance that sent it. */
interface Envelope {
  v: 1;
  origin: string;
  channel: string;
  event: string;
  /** Already JSON-encoded, exactly as it goes on the wire to clients. */
  data: string;
}

export interface RedisFanout {
  /** Best effort: failures are logged, never thrown (the local delivery already happened). */
  publish(channel: string, event: string, data: string): Promise<void>;
  readonly connected: boolean;
  close(): Promise<void>;
}

export interface RedisFanoutOptions {
  url: string;
  instanceId: string;
  logger: RealtimeLogger;
  /** Called for events published by OTHER instances. */
  onRemoteEvent(channel: string, event: string, data: string): void;
}

/** The URL without its password, for logs and error messages. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable Redis URL)';
  }
}

const errorMessage = (err: unknown): string => (err instanceof Error ? err.message : String(err));

function parseEnvelope(raw: string): Envelope | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const e = value as Partial<Envelope>;
    if (e.v !== 1) return undefined;
    if (typeof e.origin !== 'string' || typeof e.channel !== 'string') return undefined;
    if (typeof e.event !== 'string' || typeof e.data !== 'string') return undefined;
    return e as Envelope;
  } catch {
    return undefined;
  }
}

/** Disconnects and waits (briefly) for the socket to be gone, so test runs and shutdowns end cleanly. */
function shutdown(redis: Redis): Promise<void> {
  if (redis.status === 'end') return Promise.resolve();
  if (redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'wait') {
    // No socket open: disconnect() only cancels the pending reconnect and emits no 'end'.
    redis.disconnect();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 1000).unref();
    redis.once('end', () => {
      clearTimeout(timer);
      resolve();
    });
    redis.disconnect();
  });
}

/**
 * Two connections, because a Redis connection in subscriber mode cannot publish.
 * Rejects when Redis cannot be reached, so a wrong REDIS_URL fails the start instead of
 * silently leaving every instance on its own.
 */
export async function connectRedisFanout(opts: RedisFanoutOptions): Promise<RedisFanout> {
  const { logger, instanceId } = opts;
  const where = redact(opts.url);
  const common: RedisOptions = {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 2,
    // Reconnect for ever, at most every 2 s: Redis coming back must heal the fan-out by itself.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  };
  // No offline queue on the publisher: while Redis is down, publishes fail at once instead of
  // piling up in memory and delaying the HTTP requests that triggered them.
  // Named so `CLIENT LIST` on the Redis side shows what these connections are.
  const publisher = new Redis(opts.url, { ...common, enableOfflineQueue: false, connectionName: 'dme-realtime-pub' });
  const subscriber = new Redis(opts.url, { ...common, connectionName: 'dme-realtime-sub' });

  let lastError = '';
  let closing = false;
  /** Until the start succeeded, failures are reported by the rejection instead of the log. */
  let started = false;
  /** Publish failures since the last one logged; failures are logged at most every 10 s. */
  let dropped = 0;
  let lastDropLog = 0;

  for (const [role, redis] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    let healthy = true;
    // Log the first error of an outage and the recovery, not every reconnect attempt.
    redis.on('error', (err: unknown) => {
      lastError = errorMessage(err);
      if (healthy && started && !closing) logger.error({ role, redis: where, err: lastError }, 'realtime: Redis connection error');
      healthy = false;
    });
    redis.on('ready', () => {
      if (!healthy) logger.info({ role, redis: where }, 'realtime: Redis connection restored');
      healthy = true;
    });
  }

  subscriber.on('message', (redisChannel: string, raw: string) => {
    if (redisChannel !== REDIS_FANOUT_CHANNEL) return;
    const envelope = parseEnvelope(raw);
    if (!envelope) {
      logger.warn({ redisChannel }, 'realtime: ignored malformed fan-out message');
      return;
    }
    // Redis echoes our own publishes back to us; those were delivered locally already.
    if (envelope.origin === instanceId) return;
    try {
      opts.onRemoteEvent(envelope.channel, envelope.event, envelope.data);
    } catch (err) {
      // Thrown inside ioredis's reply parser, an exception would break the connection.
      logger.error({ channel: envelope.channel, err: errorMessage(err) }, 'realtime: delivering a fan-out event failed');
    }
  });

  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(REDIS_FANOUT_CHANNEL);
  } catch (err) {
    closing = true;
    await Promise.all([shutdown(publisher), shutdown(subscriber)]);
    throw new Error(`realtime: cannot reach Redis at ${where}: ${lastError || errorMessage(err)}`, { cause: err });
  }

  started = true;
  logger.info({ redis: where, redisChannel: REDIS_FANOUT_CHANNEL }, 'realtime: Redis fan-out connected');

  return {
    get connected() {
      return publisher.status === 'ready' && subscriber.status === 'ready';
    },
    async publish(channel, event, data) {
      if (closing) return;
      const envelope: Envelope = { v: 1, origin: instanceId, channel, event, data };
      try {
        await publisher.publish(REDIS_FANOUT_CHANNEL, JSON.stringify(envelope));
      } catch (err) {
        // Other instances miss this event; their clients catch up on their next reload/refetch.
        dropped++;
        const now = Date.now();
        if (now - lastDropLog >= 10_000) {
          logger.error({ channel, redis: where, droppedEvents: dropped, err: errorMessage(err) }, 'realtime: fan-out publish failed');
          lastDropLog = now;
          dropped = 0;
        }
      }
    },
    async close() {
      closing = true;
      await Promise.all([shutdown(publisher), shutdown(subscriber)]);
    },
  };
}
