import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDistributionOrder, type CreateDistributionOrderBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { orderChanged } from './order-changed';

/** `POST vendor/distribution-orders`: a new draft; silent on errors, the screen shows a 422 by line. */
export function useCreateDistributionOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateDistributionOrderBody) => (await call(createDistributionOrder, { body, skipErrorAlert: true })).data,
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}
