import { queryOptions } from '@tanstack/react-query';
import { listVendorDoctorLocations, listVendorDoctors } from '@dme/contract';
import { call } from '../../../lib/http';

/** `GET vendor/doctors`: the doctors the company works with, for a consignment warehouse at one of their offices. */
export const partnerDoctorsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['stock', 'partner-doctors', search],
    queryFn: async ({ signal }) =>
      (await call(listVendorDoctors, { query: { page: 1, rowsPerPage: 25, ...(search ? { search } : {}) }, signal })).data,
    staleTime: 60_000,
  });

/** `GET vendor/doctors/{doctorId}/locations`: that doctor's offices. */
export const partnerOfficesQueryOptions = (doctorId: number | null) =>
  queryOptions({
    queryKey: ['stock', 'partner-offices', doctorId],
    queryFn: async ({ signal }) =>
      (await call(listVendorDoctorLocations, { params: { doctorId: doctorId! }, query: { page: 1, rowsPerPage: 100 }, signal })).data,
    enabled: doctorId !== null,
    staleTime: 60_000,
  });
