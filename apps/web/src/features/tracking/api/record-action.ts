import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordTrackingAction } from '@dme/contract';
import { call } from '../../../lib/http';
import { trackingKeys } from './keys';

/** `POST vendor/tracking/records`: the caller did one of the company's actions. A refusal shows on the clock card's form, not as a toast too. */
export function useRecordAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { action_id: number; note?: string }) => call(recordTrackingAction, { body, skipErrorAlert: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.employees() }),
  });
}
