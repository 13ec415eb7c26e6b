import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createDoctorLocation, listDoctorLocations, updateDoctorLocation, type CreateLocationBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { inviteKeys } from './keys';

export type OfficeInput = CreateLocationBody;

/** `GET doctor/locations`: the practice's offices (a new practice has none or one). */
export const doctorLocationsQueryOptions = () =>
  queryOptions({
    queryKey: inviteKeys.locations(),
    queryFn: async ({ signal }) => (await call(listDoctorLocations, { query: { page: 1, rowsPerPage: 25 }, signal })).data,
  });

/** Adds the first office (`POST doctor/locations`) or updates it (`PUT doctor/locations/{id}`). */
export function useSaveOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: OfficeInput }) =>
      id === null
        ? (await call(createDoctorLocation, { body, skipErrorAlert: true })).data
        : (await call(updateDoctorLocation, { params: { locationId: id }, body, skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.locations() }),
  });
}
