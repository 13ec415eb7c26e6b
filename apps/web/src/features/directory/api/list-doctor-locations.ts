import { queryOptions } from '@tanstack/react-query';
import { listVendorDoctorLocations } from '@dme/contract';
import { call } from '../../../lib/http';
import { directoryKeys } from './keys';

/** A practice has a handful of offices: one page of the largest size holds them all. */
const ALL = { page: 1, rowsPerPage: 100 } as const;

/** `GET vendor/doctors/{doctorId}/locations`: the doctor's offices (without the practice's staff lists). */
export const doctorLocationsQueryOptions = (doctorId: number) =>
  queryOptions({
    queryKey: directoryKeys.doctorLocations(doctorId),
    queryFn: ({ signal }) => call(listVendorDoctorLocations, { params: { doctorId }, query: ALL, signal }),
  });
