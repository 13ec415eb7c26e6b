import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPayout, type CreatePayoutBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { reportsKeys } from './keys';

/** `POST vendor/reports/payouts`: marks the period's pending earnings of one agent or driver paid. */
export function useCreatePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePayoutBody) => (await call(createPayout, { body, skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKeys.all }),
  });
}
