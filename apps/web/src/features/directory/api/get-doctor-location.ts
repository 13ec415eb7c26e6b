import { queryOptions } from '@tanstack/react-query';
import { getVendorDoctorLocation } from '@dme/contract';
import { call } from '../../../lib/http';
import { directoryKeys } from './keys';

/** `GET vendor/doctors/{doctorId}/locations/{locationId}` (404 for an office of another practice). */
export const doctorLocationQueryOptions = (doctorId: number, locationId: number) =>
  queryOptions({
    queryKey: directoryKeys.doctorLocation(doctorId, locationId),
    queryFn: async ({ signal }) =>
      (await call(getVendorDoctorLocation, { params: { doctorId, locationId }, signal, skipErrorAlert: true })).data,
  });
