import Pusher, { type ChannelAuthorizationCallback, type Options } from 'pusher-js';
import { broadcastingAuth } from '@dme/contract';
import { reportError } from '../../lib/error-reporting';
import { call } from '../../lib/http';

/** Realtime client constants (foundation §9). */
export const REALTIME_TIMEOUTS = { activityTimeout: 120_000, pongTimeout: 30_000, unavailableTimeout: 10_000 } as const;
export const RECONNECT_DELAY_MS = 1000;
export const DEFAULT_PUSHER_KEY = 'dme-portal';

export interface PageLocation {
  hostname: string;
  port: string;
  protocol: string;
}

/** Channel authorisation through `POST /broadcasting/auth` with the bearer (the http client adds it). */
export function authorizeChannel({ socketId, channelName }: { socketId: string; channelName: string }, callback: ChannelAuthorizationCallback): void {
  call(broadcastingAuth, { body: { socket_id: socketId, channel_name: channelName }, skipErrorAlert: true })
    .then((data) => callback(null, data))
    .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
}

/**
 * pusher-js options for the product's own Pusher-protocol endpoint (`/app/{key}` on this origin). pusher-js
 * insists on a cluster; it is unused because wsHost is set.
 */
export function realtimeOptions(page: PageLocation): Options {
  const tls = page.protocol === 'https:';
  const port = Number(page.port) || (tls ? 443 : 80);
  return {
    cluster: 'us2',
    wsHost: page.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: tls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    ...REALTIME_TIMEOUTS,
    channelAuthorization: { customHandler: authorizeChannel },
  };
}

export interface RealtimeConnection {
  pusher: Pusher;
  /** Subscribes and binds; returns the unsubscribe function. */
  listen<T>(channelName: string, event: string, handler: (data: T) => void): () => void;
  disconnect(): void;
}

/** Opens the socket; reconnects 1 s after the connection is lost, reports subscription errors. */
export function connectRealtime(
  key: string = import.meta.env.VITE_PUSHER_KEY || DEFAULT_PUSHER_KEY,
  page: PageLocation = window.location,
): RealtimeConnection {
  const pusher = new Pusher(key, realtimeOptions(page));
  let closing = false;
  let retry: number | undefined;
  pusher.connection.bind('state_change', ({ current }: { current: string }) => {
    if (closing || (current !== 'unavailable' && current !== 'failed' && current !== 'disconnected')) return;
    window.clearTimeout(retry);
    retry = window.setTimeout(() => {
      if (!closing) pusher.connect();
    }, RECONNECT_DELAY_MS);
  });
  return {
    pusher,
    listen<T>(channelName: string, event: string, handler: (data: T) => void) {
      const channel = pusher.subscribe(channelName);
      const onError = (status: unknown) => reportError(new Error(`Realtime subscription error on ${channelName}: ${JSON.stringify(status)}`));
      channel.bind('pusher:subscription_error', onError);
      channel.bind(event, handler);
      return () => {
        channel.unbind(event, handler);
        channel.unbind('pusher:subscription_error', onError);
        pusher.unsubscribe(channelName);
      };
    },
    disconnect() {
      closing = true;
      window.clearTimeout(retry);
      pusher.disconnect();
    },
  };
}
