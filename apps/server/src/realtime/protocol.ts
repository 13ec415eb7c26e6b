/**
 * Pusher protocol 7 vocabulary (https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/):
 * message framing, error codes and channel-name rules. Kept apart from the socket code so the
 * wire format lives in one place.
 */

/**
 * Error codes. pusher-js reads the range of a *close* code to decide what to do next:
 * 4000-4099 = do not reconnect, 4100-4199 = back off, 4200-4299 = reconnect now. A
 * `pusher:error` sent on an open connection is only reported to the app ('error' event).
 */
export const ErrorCode = {
  /** App key unknown: reconnecting would not help. */
  AppNotFound: 4001,
  /** Protocol version the server does not speak. */
  UnsupportedProtocol: 4007,
  /** Channel authorisation missing or wrong. */
  Unauthorized: 4009,
  /** Malformed, oversize or invalid message: the connection itself is fine. */
  InvalidMessage: 4200,
  /** Sent as close code when a ping got no answer. */
  PongTimeout: 4201,
  /** A per-connection limit was hit (too many channels). */
  LimitReached: 4300,
  /** Client events (`client-*`) are not supported by this server. */
  ClientEventRejected: 4301,
} as const;

export const UNAUTHORIZED_MESSAGE = 'The connection is unauthorized.';

/** Pusher's own cap on a message; real clients never come near it. */
export const MAX_MESSAGE_BYTES = 10 * 1024;

/** Channel names as Pusher allows them; bounded so names cannot be used to grow memory. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

export type ChannelKind = 'public' | 'private' | 'presence';

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && CHANNEL_NAME.test(name);
}

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

/** One message on the wire. `data` of server events is a JSON string, as the protocol says. */
export interface PusherFrame {
  event: string;
  channel?: string;
  data?: unknown;
}

export const encode = (frame: PusherFrame): string => JSON.stringify(frame);

export const errorFrame = (code: number, message: string): string => encode({ event: 'pusher:error', data: { code, message } });

/** A channel event as delivered to subscribers; built once per broadcast and shared by all sockets. */
export const channelEventFrame = (channel: string, event: string, data: string): string => encode({ event, channel, data });

/** Presence member, as carried in the signed `channel_data`. */
export interface PresenceMember {
  userId: string;
  userInfo: unknown;
}

/**
 * Parses presence `channel_data` (`{"user_id": ..., "user_info": ...}`). The string was
 * signed by our own auth endpoint, but it is still validated: a bad one must not throw.
 */
export function parseChannelData(channelData: string): PresenceMember | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { user_id: userId, user_info: userInfo } = parsed as { user_id?: unknown; user_info?: unknown };
  if (typeof userId === 'number' && Number.isFinite(userId)) return { userId: String(userId), userInfo: userInfo ?? null };
  if (typeof userId === 'string' && userId.length > 0 && userId.length <= 128) return { userId, userInfo: userInfo ?? null };
  return undefined;
}
