import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTrackingAction } from '@dme/contract';
import { call } from '../../../lib/http';
import { trackingKeys } from './keys';

/** `DELETE vendor/system/tracking/{trackingId}`: retires the action; its records stay in the totals. */
export function useDeleteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trackingId: number) => call(deleteTrackingAction, { params: { trackingId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.actions() }),
  });
}
