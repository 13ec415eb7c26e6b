import { queryOptions } from '@tanstack/react-query';
import { getVendorDoctorProfile } from '@dme/contract';
import { call } from '../../../lib/http';
import { directoryKeys } from './keys';

/** `GET vendor/doctors/{doctorId}/profile` (404 for a doctor not linked to the company: the screen says so). */
export const doctorQueryOptions = (doctorId: number) =>
  queryOptions({
    queryKey: directoryKeys.doctorProfile(doctorId),
    queryFn: async ({ signal }) => (await call(getVendorDoctorProfile, { params: { doctorId }, signal, skipErrorAlert: true })).data,
  });
