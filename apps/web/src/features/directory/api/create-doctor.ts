import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createVendorDoctor, type CreateVendorDoctorBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { directoryKeys } from './keys';

/** `POST vendor/doctors`: links a prescriber on the portal, or creates and invites one; the form shows errors itself. */
export function useCreateDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateVendorDoctorBody) => (await call(createVendorDoctor, { body, skipErrorAlert: true })).data,
    onSuccess: (doctor) => {
      queryClient.setQueryData(directoryKeys.doctorProfile(doctor.id), doctor);
      return queryClient.invalidateQueries({ queryKey: directoryKeys.doctorLists() });
    },
  });
}
