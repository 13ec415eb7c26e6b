import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { markRouteItems, type markItemsBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { shippingManageKeys } from './keys';

/** `POST vendor/delivery/routes/{routeId}/mark-items`: silent, the loading screen says what the server refused. */
export function useMarkRouteItems(routeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof markItemsBody>) => (await call(markRouteItems, { params: { routeId }, body, skipErrorAlert: true })).data,
    onSuccess: (route) => {
      queryClient.setQueryData(shippingManageKeys.route(routeId), route);
      return queryClient.invalidateQueries({ queryKey: shippingManageKeys.routeLists() });
    },
  });
}
