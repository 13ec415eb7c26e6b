import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { ChannelRegistry } from './channels';
import { Connection } from './connection';
import { silentLogger, type RealtimeLogger } from './logger';
import { ErrorCode, channelEventFrame, channelKind, errorFrame, isValidChannelName, parseChannelData } from './protocol';
import { connectRedisFanout, type RedisFanout } from './redis-fanout';
import { channelAuthSignature } from './signature';

export interface RealtimeOptions {
  /** Public app key; clients connect to /app/{key}. */
  key: string;
  /** Signs channel authorisations; every instance behind one Redis must share it. */
  secret: string;
  /** Set to fan broadcasts out to the other instances through Redis pub/sub. */
  redisUrl?: string;
  logger?: RealtimeLogger;
  /** Silence (seconds) after which either side pings; sent to clients in the handshake. Default 120. */
  activityTimeoutSeconds?: number;
  /** How long (seconds) a pinged client has to answer before its socket is dropped. Default 30. */
  pongTimeoutSeconds?: number;
}

export interface ChannelAuthorization {
  auth: string;
  channel_data?: string;
}

export interface RealtimeStats {
  connections: number;
  /** Channels with at least one subscriber on this instance. */
  channels: number;
  redis: 'disabled' | 'connected' | 'disconnected';
}

export interface Realtime {
  register(app: FastifyInstance): Promise<void>;
  broadcast(channel: string, event: string, data: unknown): Promise<void>;
  authorize(socketId: string, channelName: string, channelData?: string): ChannelAuthorization;
  stats(): RealtimeStats;
}

/** Bad input to `authorize`/`broadcast`. `statusCode` makes Fastify's default handler answer 400. */
export class RealtimeInputError extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = 'RealtimeInputError';
  }
}

const SOCKET_ID = /^\d{1,20}\.\d{1,20}$/;

/**
 * The socket id comes from the client in the auth request. It must be validated before signing:
 * with a ':' in it, a signature for one (socket, channel) pair could be reused for another.
 */
export const isValidSocketId = (socketId: unknown): socketId is string => typeof socketId === 'string' && SOCKET_ID.test(socketId);

/** "pusher:" and "pusher_internal:" events are the protocol's own; clients would misread them. */
const isValidEventName = (event: unknown): event is string =>
  typeof event === 'string' &&
  event.length > 0 &&
  event.length <= 200 &&
  !event.startsWith('pusher:') &&
  !event.startsWith('pusher_internal:');

/** Hard cap enforced by `ws` when this module registers @fastify/websocket itself. */
const MAX_WS_PAYLOAD_BYTES = 64 * 1024;

export function createRealtime(opts: RealtimeOptions): Realtime {
  const logger = opts.logger ?? silentLogger;
  const activityTimeoutSeconds = opts.activityTimeoutSeconds ?? 120;
  const pongTimeoutSeconds = opts.pongTimeoutSeconds ?? 30;
  if (!opts.key || !opts.secret) throw new Error('realtime: key and secret are required');
  if (!(activityTimeoutSeconds > 0) || !(pongTimeoutSeconds > 0)) throw new Error('realtime: timeouts must be positive');

  /** Tells this instance's own messages apart from other instances' on the shared Redis channel. */
  const instanceId = randomUUID();
  const registry = new ChannelRegistry();
  const connections = new Set<Connection>();
  let fanout: RedisFanout | undefined;
  let registered = false;
  let closing = false;

  function deliverLocally(channel: string, event: string, data: string): void {
    registry.deliver(channel, channelEventFrame(channel, event, data));
  }

  async function register(app: FastifyInstance): Promise<void> {
    if (registered) throw new Error('realtime: register() was already called');
    registered = true;

    // Connect first: a wrong REDIS_URL rejects here and the server refuses to start.
    if (opts.redisUrl) {
      fanout = await connectRedisFanout({
        url: opts.redisUrl,
        instanceId,
        logger,
        onRemoteEvent(channel, event, data) {
          // Anyone on the Redis network could publish here: deliver only well-formed events.
          if (isValidChannelName(channel) && isValidEventName(event)) deliverLocally(channel, event, data);
        },
      });
    }

    try {
      // The server may have registered @fastify/websocket already (with `await`); doing it twice throws.
      if (!app.hasDecorator('websocketServer')) {
        await app.register(fastifyWebsocket, {
          options: { maxPayload: MAX_WS_PAYLOAD_BYTES },
          // Like the plugin's default preClose, but says 1001 "going away" rather than closing without a code.
          // Not waiting for the ws server: it waits for every close handshake; onClose below cuts the stragglers.
          preClose(done) {
            for (const client of this.websocketServer.clients) client.close(1001, 'Server shutting down');
            this.websocketServer.close();
            done();
          },
        });
      }

      app.get<{ Params: { key: string }; Querystring: { protocol?: string } }>('/app/:key', { websocket: true }, (socket, request) => {
        if (closing) {
          socket.close(1012, 'Server shutting down');
          return;
        }
        // The app key is public; a plain comparison is fine. Pusher answers with an error frame then the close code.
        if (request.params.key !== opts.key) {
          socket.send(errorFrame(ErrorCode.AppNotFound, 'Unknown app key'));
          socket.close(ErrorCode.AppNotFound, 'Unknown app key');
          return;
        }
        const protocol = Number(request.query.protocol);
        if (!(protocol >= 5 && protocol <= 7)) {
          socket.send(errorFrame(ErrorCode.UnsupportedProtocol, 'Unsupported protocol version'));
          socket.close(ErrorCode.UnsupportedProtocol, 'Unsupported protocol version');
          return;
        }
        const connection = new Connection(socket, {
          key: opts.key,
          secret: opts.secret,
          registry,
          logger,
          activityTimeoutSeconds,
          pongTimeoutSeconds,
          onClosed: (closed) => connections.delete(closed),
        });
        connections.add(connection);
      });
    } catch (err) {
      await fanout?.close();
      throw err;
    }

    // preClose: ask clients to go (1001 = going away; pusher-js reconnects, to another instance if there is one)
    // before the HTTP server closes, which would otherwise wait for these long-lived sockets.
    app.addHook('preClose', async () => {
      closing = true;
      for (const connection of connections) connection.close(1001, 'Server shutting down');
    });
    // onClose: whatever did not finish the close handshake is cut, then Redis goes.
    app.addHook('onClose', async () => {
      closing = true;
      const remaining = connections.size;
      for (const connection of connections) connection.terminate();
      connections.clear();
      await fanout?.close();
      logger.info({ terminatedConnections: remaining }, 'realtime: closed');
    });

    logger.info({ path: '/app/:key', redis: Boolean(fanout) }, 'realtime: websocket endpoint registered');
  }

  async function broadcast(channel: string, event: string, data: unknown): Promise<void> {
    if (!isValidChannelName(channel)) throw new RealtimeInputError('realtime: invalid channel name');
    if (!isValidEventName(event)) throw new RealtimeInputError('realtime: invalid event name');
    // JSON.stringify(undefined) is undefined; clients expect a JSON string in `data`.
    const payload: string | undefined = JSON.stringify(data);
    const encoded = payload ?? 'null';
    deliverLocally(channel, event, encoded);
    await fanout?.publish(channel, event, encoded);
  }

  function authorize(socketId: string, channelName: string, channelData?: string): ChannelAuthorization {
    if (!isValidSocketId(socketId)) throw new RealtimeInputError('realtime: invalid socket id');
    if (!isValidChannelName(channelName)) throw new RealtimeInputError('realtime: invalid channel name');
    const kind = channelKind(channelName);
    if (kind === 'public') throw new RealtimeInputError('realtime: public channels need no authorisation');
    if (kind === 'private') {
      // The socket server leaves channel_data out of private-channel signatures (as Pusher does).
      if (channelData !== undefined) throw new RealtimeInputError('realtime: channel_data is for presence channels only');
      return { auth: channelAuthSignature(opts.key, opts.secret, socketId, channelName) };
    }
    if (channelData === undefined || !parseChannelData(channelData)) {
      throw new RealtimeInputError('realtime: presence channels need channel_data with a user_id');
    }
    return { auth: channelAuthSignature(opts.key, opts.secret, socketId, channelName, channelData), channel_data: channelData };
  }

  function stats(): RealtimeStats {
    return {
      connections: connections.size,
      channels: registry.channelCount,
      redis: !opts.redisUrl ? 'disabled' : fanout?.connected ? 'connected' : 'disconnected',
    };
  }

  return { register, broadcast, authorize, stats };
}
