import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { clockIn, clockOut, getMyClock } from '@dme/contract';
import { call } from '../../../lib/http';
import { trackingKeys } from './keys';

/** `GET vendor/tracking/clock`: the signed-in person's clock. */
export const clockQueryOptions = () =>
  queryOptions({
    queryKey: trackingKeys.clock(),
    queryFn: ({ signal }) => call(getMyClock, { signal }),
  });

/** `POST vendor/tracking/clock-in` or `clock-out` (409 when already in, or not in). */
export function useClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: 'in' | 'out') => call(to === 'in' ? clockIn : clockOut, {}),
    onSuccess: (answer) => {
      queryClient.setQueryData(trackingKeys.clock(), answer);
      return queryClient.invalidateQueries({ queryKey: trackingKeys.employees() });
    },
  });
}
