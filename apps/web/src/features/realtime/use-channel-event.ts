import { useEffect, useRef } from 'react';
import type { RealtimeConnection } from './realtime-client';

/** Opens the realtime socket on first use only: pusher-js stays out of the chunks until a screen listens. */
export type Connect = () => Promise<RealtimeConnection>;
const connectLazily: Connect = async () => (await import('./realtime-client')).connectRealtime();
/** How screens connect; unit tests run without a socket (as the shell's services do) or put a fake here. */
export const realtimeLink: { connect: Connect | null } = { connect: import.meta.env.MODE === 'test' ? null : connectLazily };

/** The company's (or practice's) channel, and one user's own. */
export const accountChannel = (accountId: number) => `private-account.${accountId}`;
export const userChannel = (userId: number) => `private-user.${userId}`;

/** Listens to one event of one channel while mounted; the latest handler is called (no re-subscribing per render). */
export function useChannelEvent<T>(channel: string | null, event: string, handler: (data: T) => void, connect = realtimeLink.connect) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!channel || !connect) return;
    let closed = false;
    let stop = () => {};
    let connection: RealtimeConnection | null = null;
    void connect().then((opened) => {
      connection = opened;
      if (closed) return opened.disconnect();
      stop = opened.listen<T>(channel, event, (data) => latest.current(data));
    });
    return () => {
      closed = true;
      stop();
      connection?.disconnect();
    };
  }, [channel, event, connect]);
}
