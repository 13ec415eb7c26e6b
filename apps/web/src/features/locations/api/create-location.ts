import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDoctorLocation, type CreateLocationBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { authKeys } from '../../auth';
import { locationsKeys } from './keys';

/**
 * `POST doctor/locations` (owner only). Silent on errors: the form shows a 422 under its fields. The signed-in
 * user is read again too, since its location list opens the screens guarded by "a doctor must set a location".
 */
export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateLocationBody) => (await call(createDoctorLocation, { body, skipErrorAlert: true })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: locationsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: authKeys.all }),
      ]),
  });
}
