import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordTrackingAction } from '@dme/contract';
import { call } from '../../../lib/http';
import { trackingKeys } from './keys';

/** `POST vendor/tracking/records`: the caller did one of the company's actions. */
export function useRecordAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { action_id: number; note?: string }) => call(recordTrackingAction, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.employees() }),
  });
}
