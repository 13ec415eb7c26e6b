import { queryOptions } from '@tanstack/react-query';
import { vendorPatients } from '@dme/contract';
import { call } from '../../../lib/http';
import { billingKeys } from './keys';

/** `GET vendor/patients?search=`: the first 20 patients matching a name, date of birth or member id. */
export const patientSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: billingKeys.patients(search),
    queryFn: async ({ signal }) => (await call(vendorPatients.list, { query: { search, page: 1, rowsPerPage: 25 }, signal })).data,
  });

/** `GET vendor/patients/{id}/insurances`: the policies a claim or an inquiry may go to. */
export const insurancesQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: billingKeys.insurances(patientId),
    queryFn: async ({ signal }) => (await call(vendorPatients.insurances.list, { params: { patientId }, signal })).data,
  });
