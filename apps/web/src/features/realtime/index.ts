// Public surface of the realtime feature: the Pusher-protocol client and the doctors' mention toasts.
export { authorizeChannel, connectRealtime, DEFAULT_PUSHER_KEY, realtimeOptions, RECONNECT_DELAY_MS, REALTIME_TIMEOUTS, type RealtimeConnection } from './realtime-client';
export { isNoteMention, NOTE_MENTION_EVENT, showNoteMention, userChannel, type NoteMention } from './mentions';
export { RealtimeMentions, type RealtimeMentionsProps } from './realtime-mentions';
