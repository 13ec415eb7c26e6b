import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The Pusher channel-authorisation signature:
 * `key + ':' + hex(HMAC-SHA256(secret, socketId + ':' + channelName [+ ':' + channelData]))`.
 *
 * The HTTP auth endpoint hands this to the browser, the browser hands it back in
 * `pusher:subscribe`, and the socket server recomputes it. Binding it to the socket id
 * means a signature cannot be replayed by another connection; binding it to the channel
 * data means a presence member cannot change the identity it was given.
 */
export function channelAuthSignature(key: string, secret: string, socketId: string, channelName: string, channelData?: string): string {
  const signed = channelData === undefined ? `${socketId}:${channelName}` : `${socketId}:${channelName}:${channelData}`;
  return `${key}:${createHmac('sha256', secret).update(signed).digest('hex')}`;
}

/**
 * Checks an `auth` value sent by a client. Constant-time so a client cannot learn the
 * expected signature byte by byte from response timings.
 */
export function verifyChannelAuth(
  key: string,
  secret: string,
  auth: string,
  socketId: string,
  channelName: string,
  channelData?: string,
): boolean {
  const expected = Buffer.from(channelAuthSignature(key, secret, socketId, channelName, channelData));
  const given = Buffer.from(auth);
  // timingSafeEqual throws on different lengths; the length itself is public (key + 64 hex digits).
  return given.length === expected.length && timingSafeEqual(given, expected);
}
