import { randomInt } from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import type { ChannelRegistry, Subscriber } from './channels';
import type { RealtimeLogger } from './logger';
import {
  ErrorCode,
  MAX_MESSAGE_BYTES,
  UNAUTHORIZED_MESSAGE,
  channelKind,
  encode,
  errorFrame,
  isValidChannelName,
  parseChannelData,
  type PresenceMember,
} from './protocol';
import { verifyChannelAuth } from './signature';

/** Bounds per-socket memory; a portal page needs a handful of channels. */
const MAX_CHANNELS_PER_CONNECTION = 100;
/** A client that does not read its socket must not make the server buffer without limit. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export interface ConnectionOptions {
  key: string;
  secret: string;
  registry: ChannelRegistry;
  logger: RealtimeLogger;
  activityTimeoutSeconds: number;
  pongTimeoutSeconds: number;
  onClosed(connection: Connection): void;
}

/** "<int>.<int>", the format Pusher uses and server libraries validate. */
function newSocketId(): string {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
}

function byteLength(raw: RawData): number {
  if (Array.isArray(raw)) return raw.reduce((n, chunk) => n + chunk.length, 0);
  return raw instanceof ArrayBuffer ? raw.byteLength : raw.length;
}

function rawToString(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return (raw instanceof ArrayBuffer ? Buffer.from(raw) : raw).toString('utf8');
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One client socket speaking Pusher protocol 7. */
export class Connection implements Subscriber {
  readonly socketId = newSocketId();
  /** Subscribed channels; the value is the presence user id on presence channels. */
  private readonly channels = new Map<string, string | null>();
  private readonly idleTimer: NodeJS.Timeout;
  private pongTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private refusalLogged = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly opts: ConnectionOptions,
  ) {
    // Timers are unref'd so an open socket never keeps a test run or a shutdown alive by itself.
    this.idleTimer = setTimeout(() => this.onIdle(), opts.activityTimeoutSeconds * 1000).unref();
    ws.on('message', (raw, isBinary) => this.onMessage(raw, isBinary));
    ws.on('close', () => this.onClose());
    // @fastify/websocket attaches the 'error' listener (it logs and terminates); 'close' follows.
    this.sendFrame(
      'pusher:connection_established',
      JSON.stringify({ socket_id: this.socketId, activity_timeout: opts.activityTimeoutSeconds }),
    );
  }

  send(frame: string): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.opts.logger.warn({ bufferedBytes: this.ws.bufferedAmount }, 'realtime: dropping a client that does not read');
      this.ws.terminate();
      return;
    }
    this.ws.send(frame);
  }

  /** Close with a code pusher-js acts on (1001 on shutdown: reconnect later; 4201: reconnect now). */
  close(code: number, reason: string): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.close(code, reason);
  }

  terminate(): void {
    this.ws.terminate();
  }

  private sendFrame(event: string, data: unknown, channel?: string): void {
    this.send(encode(channel === undefined ? { event, data } : { event, channel, data }));
  }

  private sendError(code: number, message: string): void {
    this.send(errorFrame(code, message));
  }

  private onMessage(raw: RawData, isBinary: boolean): void {
    this.markActive();
    if (byteLength(raw) > MAX_MESSAGE_BYTES) return this.sendError(ErrorCode.InvalidMessage, 'Message too large');
    if (isBinary) return this.sendError(ErrorCode.InvalidMessage, 'Binary messages are not supported');
    let message: unknown;
    try {
      message = JSON.parse(rawToString(raw));
    } catch {
      return this.sendError(ErrorCode.InvalidMessage, 'Invalid JSON');
    }
    if (!isRecord(message) || typeof message.event !== 'string') {
      return this.sendError(ErrorCode.InvalidMessage, 'Invalid message');
    }
    // Some clients send `data` as a JSON string, pusher-js sends an object: accept both.
    let data = message.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        // keep the string; handlers reject what they cannot use
      }
    }
    switch (message.event) {
      case 'pusher:ping':
        return this.sendFrame('pusher:pong', '{}');
      case 'pusher:pong':
        return; // markActive above already cleared the pong timer
      case 'pusher:subscribe':
        return this.subscribe(data);
      case 'pusher:unsubscribe':
        if (!isRecord(data) || !isValidChannelName(data.channel)) {
          return this.sendError(ErrorCode.InvalidMessage, 'Invalid channel name');
        }
        return this.leave(data.channel);
      default:
        if (message.event.startsWith('client-')) {
          return this.sendError(ErrorCode.ClientEventRejected, 'Client events are not supported');
        }
      // Other events (e.g. pusher:signin) are features this server does not offer; ignored, as Pusher does.
    }
  }

  private subscribe(data: unknown): void {
    if (!isRecord(data) || !isValidChannelName(data.channel)) {
      return this.sendError(ErrorCode.InvalidMessage, 'Invalid channel name');
    }
    const channel = data.channel;
    const kind = channelKind(channel);
    if (this.channels.has(channel)) {
      // A repeated subscribe is answered, not refused: the client may have missed the first answer.
      return this.sendSubscribed(channel, this.channels.get(channel) !== null);
    }
    if (this.channels.size >= MAX_CHANNELS_PER_CONNECTION) {
      return this.refuse(channel, ErrorCode.LimitReached, 'LimitReached', 'Too many channels on this connection');
    }

    let member: PresenceMember | undefined;
    if (kind !== 'public') {
      const auth = typeof data.auth === 'string' ? data.auth : '';
      // channel_data is part of the signature on presence channels only, as in Pusher.
      const channelData = kind === 'presence' && typeof data.channel_data === 'string' ? data.channel_data : undefined;
      const authorised =
        (kind === 'private' || channelData !== undefined) &&
        verifyChannelAuth(this.opts.key, this.opts.secret, auth, this.socketId, channel, channelData);
      if (!authorised) {
        // Once per connection: a client retrying in a loop must not flood the log.
        if (!this.refusalLogged) {
          this.opts.logger.warn({ channel }, 'realtime: subscription refused, bad or missing authorisation');
          this.refusalLogged = true;
        }
        return this.refuse(channel, ErrorCode.Unauthorized, 'AuthError', UNAUTHORIZED_MESSAGE);
      }
      if (channelData !== undefined) {
        member = parseChannelData(channelData);
        if (!member) return this.refuse(channel, ErrorCode.InvalidMessage, 'InvalidChannelData', 'Invalid channel_data');
      }
    }

    this.channels.set(channel, member?.userId ?? null);
    this.opts.registry.add(channel, this);
    const isNewMember = member ? this.opts.registry.joinPresence(channel, this, member) : false;
    this.sendSubscribed(channel, member !== undefined);
    if (member && isNewMember) {
      const frame = encode({
        event: 'pusher_internal:member_added',
        channel,
        data: JSON.stringify({ user_id: member.userId, user_info: member.userInfo }),
      });
      this.opts.registry.deliver(channel, frame, this);
    }
  }

  private sendSubscribed(channel: string, presence: boolean): void {
    const data = presence ? JSON.stringify(this.opts.registry.presenceSnapshot(channel)) : '{}';
    this.sendFrame('pusher_internal:subscription_succeeded', data, channel);
  }

  /**
   * pusher-js routes `pusher:subscription_error` (it has a channel) to the channel's
   * 'pusher:subscription_error' handlers, and `pusher:error` to the connection's 'error'
   * event, so the refusal is visible whichever one the app listens to.
   */
  private refuse(channel: string, code: number, type: string, message: string): void {
    this.send(encode({ event: 'pusher:subscription_error', channel, data: { type, error: message, status: code } }));
    this.sendError(code, message);
  }

  private leave(channel: string): void {
    if (!this.channels.has(channel)) return;
    const userId = this.channels.get(channel);
    this.channels.delete(channel);
    this.opts.registry.remove(channel, this);
    if (userId != null && this.opts.registry.leavePresence(channel, this, userId)) {
      const frame = encode({ event: 'pusher_internal:member_removed', channel, data: JSON.stringify({ user_id: userId }) });
      this.opts.registry.deliver(channel, frame);
    }
  }

  /** Any message from the client proves it is alive. */
  private markActive(): void {
    this.idleTimer.refresh();
    if (this.pongTimer) {
      clearTimeout(this.pongTimer);
      this.pongTimer = undefined;
    }
  }

  /** Silent for a whole activity period: ping, and drop the socket if nothing comes back. */
  private onIdle(): void {
    if (this.closed) return;
    this.sendFrame('pusher:ping', '{}');
    this.pongTimer = setTimeout(() => {
      // 4201 tells a slow-but-alive pusher-js to reconnect at once. A dead peer will not finish
      // the close handshake, so the socket is cut shortly after instead of waiting for ws's 30 s.
      this.close(ErrorCode.PongTimeout, 'Pong reply not received');
      setTimeout(() => this.ws.terminate(), 1000).unref();
    }, this.opts.pongTimeoutSeconds * 1000).unref();
  }

  private onClose(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    if (this.pongTimer) clearTimeout(this.pongTimer);
    for (const channel of [...this.channels.keys()]) this.leave(channel);
    this.opts.onClosed(this);
  }
}
