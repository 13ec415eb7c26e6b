import { queryOptions } from '@tanstack/react-query';
import { listPatientAgents } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';

/** `GET vendor/patients/{patientId}/agents`: the supplier's staff assigned to the patient. */
export const agentsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: patientsKeys.agents(patientId),
    queryFn: async ({ signal }) => (await call(listPatientAgents, { params: { patientId }, signal })).data,
  });
