import { queryOptions } from '@tanstack/react-query';
import { findCities } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';

/** `GET system/cities?zip=`: the places of a 5-digit ZIP (several when a ZIP spans towns); silent when it fails. */
export const citiesQueryOptions = (zip: string) =>
  queryOptions({
    queryKey: patientsKeys.cities(zip),
    queryFn: async ({ signal }) =>
      (await call(findCities, { query: { zip, page: 1, rowsPerPage: 25 }, signal, skipErrorAlert: true })).data,
    enabled: /^\d{5}$/.test(zip),
    staleTime: Infinity,
    retry: false,
  });
