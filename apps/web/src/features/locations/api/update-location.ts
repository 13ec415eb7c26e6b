import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDoctorLocation, type UpdateLocationBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { authKeys } from '../../auth';
import { locationsKeys } from './keys';

/** `PUT doctor/locations/{id}` (owner only); a sent contact list replaces the office's. Errors go to the form. */
export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateLocationBody }) =>
      (await call(updateDoctorLocation, { params: { locationId: id }, body, skipErrorAlert: true })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: locationsKeys.lists() }),
        // Location names show in the header and the profile.
        queryClient.invalidateQueries({ queryKey: authKeys.all }),
      ]),
  });
}
