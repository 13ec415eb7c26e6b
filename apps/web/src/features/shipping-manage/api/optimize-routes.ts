import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createOptimizedRoutes, type OptimizeBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { shippingManageKeys } from './keys';

/** `POST vendor/delivery/create-optimized-routes`: the optimiser's proposal (save:false) or saving a plan. */
export function useOptimizeRoutes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OptimizeBody) =>
      // The solver runs for its time budget (up to 60 s): the client's 15 s default would cut a long one short.
      (await call(createOptimizedRoutes, { body, skipErrorAlert: true, timeout: ((body.seconds ?? 5) + 30) * 1000 })).data,
    onSuccess: (plan) => {
      if (!plan.saved) return;
      void queryClient.invalidateQueries({ queryKey: shippingManageKeys.routeLists() });
      return queryClient.invalidateQueries({ queryKey: [...shippingManageKeys.all, 'board'] });
    },
  });
}
