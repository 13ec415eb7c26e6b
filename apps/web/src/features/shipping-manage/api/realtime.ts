import { useQueryClient } from '@tanstack/react-query';
import { OPTIMIZE_PROGRESS_EVENT, ROUTE_CHANGED_EVENT, type OptimizeProgress, type RouteChanged } from '@dme/contract';
import { accountChannel, realtimeLink, userChannel, useChannelEvent } from '../../realtime/use-channel-event';
import { shippingManageKeys } from './keys';

export { accountChannel, realtimeLink, userChannel, useChannelEvent, type Connect } from '../../realtime/use-channel-event';

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
