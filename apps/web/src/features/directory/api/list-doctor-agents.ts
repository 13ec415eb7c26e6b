import { queryOptions } from '@tanstack/react-query';
import { listVendorDoctorAgents } from '@dme/contract';
import { call } from '../../../lib/http';
import { directoryKeys } from './keys';

/** `GET vendor/doctors/{doctorId}/agents`: the company's users assigned to the doctor. */
export const doctorAgentsQueryOptions = (doctorId: number) =>
  queryOptions({
    queryKey: directoryKeys.doctorAgents(doctorId),
    queryFn: async ({ signal }) => (await call(listVendorDoctorAgents, { params: { doctorId }, signal })).data,
  });
