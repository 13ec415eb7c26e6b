import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTrackingAction, updateTrackingAction, type TrackingActionBody } from '@dme/contract';
import type { z } from 'zod';
import type { trackingActionBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { trackingKeys } from './keys';

export type ActionInput = z.input<typeof trackingActionBody>;

/** `POST vendor/system/tracking` (no id) or `PUT vendor/system/tracking/{trackingId}`. */
export function useSaveAction(trackingId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionInput & Partial<TrackingActionBody>) =>
      trackingId === null
        ? call(createTrackingAction, { body, skipErrorAlert: true })
        : call(updateTrackingAction, { params: { trackingId }, body, skipErrorAlert: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.actions() }),
  });
}
