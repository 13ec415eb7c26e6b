import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateVendorDoctorProfile, type UpdateVendorDoctorBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { directoryKeys } from './keys';

/** `PUT vendor/doctors/{doctorId}/profile`: the notes always; the profile only while `can_edit` (else 403). */
export function useUpdateDoctor(doctorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateVendorDoctorBody) =>
      (await call(updateVendorDoctorProfile, { params: { doctorId }, body, skipErrorAlert: true })).data,
    onSuccess: (doctor) => {
      queryClient.setQueryData(directoryKeys.doctorProfile(doctorId), doctor);
      return queryClient.invalidateQueries({ queryKey: directoryKeys.doctorLists() });
    },
  });
}
