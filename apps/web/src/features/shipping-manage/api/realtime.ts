import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { OPTIMIZE_PROGRESS_EVENT, ROUTE_CHANGED_EVENT, type OptimizeProgress, type RouteChanged } from '@dme/contract';
import type { RealtimeConnection } from '../../realtime';
import { shippingManageKeys } from './keys';

/** Opens the realtime socket on first use only: pusher-js stays out of the chunks until a planner screen listens. */
export type Connect = () => Promise<RealtimeConnection>;
const connectLazily: Connect = async () => (await import('../../realtime')).connectRealtime();
/** How the planner screens connect; unit tests run without a socket (as the shell's services do) or put a fake here. */
export const realtimeLink: { connect: Connect | null } = { connect: import.meta.env.MODE === 'test' ? null : connectLazily };

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

/** A stop was delivered, failed or loaded (the driver's phone, another planner): the route on screen reloads. */
export function useRouteChangedRefresh(accountId: number | null, routeId: number, connect = realtimeLink.connect) {
  const queryClient = useQueryClient();
  useChannelEvent<RouteChanged>(
    accountId ? accountChannel(accountId) : null,
    ROUTE_CHANGED_EVENT,
    (change) => {
      if (change.route_id !== routeId) return;
      void queryClient.invalidateQueries({ queryKey: shippingManageKeys.route(routeId) });
      void queryClient.invalidateQueries({ queryKey: shippingManageKeys.routeLists() });
    },
    connect,
  );
}

export const isOptimizeProgress = (data: unknown): data is OptimizeProgress =>
  typeof data === 'object' && data !== null && typeof (data as OptimizeProgress).elapsed_ms === 'number' && typeof (data as OptimizeProgress).budget_ms === 'number';

/** The optimiser's progress, pushed on the planner's own channel while their request runs. */
export function useOptimizeProgress(userId: number | null, onProgress: (progress: OptimizeProgress) => void, connect = realtimeLink.connect) {
  useChannelEvent<unknown>(
    userId ? userChannel(userId) : null,
    OPTIMIZE_PROGRESS_EVENT,
    (data) => {
      if (isOptimizeProgress(data)) onProgress(data);
    },
    connect,
  );
}
