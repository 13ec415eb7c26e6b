import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createVendorDoctorLocation, updateVendorDoctorLocation, type CreateLocationBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { directoryKeys } from './keys';

/**
 * Adds an office (`POST`, id null) or changes one (`PUT`) of an unverified practice the company created (403
 * otherwise). Contacts are not sent, so an edit keeps them. The form shows 422s under its fields.
 */
export function useSaveDoctorLocation(doctorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: CreateLocationBody }) =>
      id === null
        ? (await call(createVendorDoctorLocation, { params: { doctorId }, body, skipErrorAlert: true })).data
        : (await call(updateVendorDoctorLocation, { params: { doctorId, locationId: id }, body, skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directoryKeys.doctor(doctorId) }),
  });
}
