/** Pusher-protocol-7 WebSocket server with Redis fan-out; `createRealtime` in hub.ts is the entry point. */
export {
  createRealtime,
  isValidSocketId,
  RealtimeInputError,
  type ChannelAuthorization,
  type Realtime,
  type RealtimeOptions,
  type RealtimeStats,
} from './hub';
export type { RealtimeLogger } from './logger';
export { isValidChannelName } from './protocol';
export { REDIS_FANOUT_CHANNEL } from './redis-fanout';
export { channelAuthSignature, verifyChannelAuth } from './signature';
