import { queryOptions } from '@tanstack/react-query';
import { findCities } from '@dme/contract';
import { call } from '../../../lib/http';
import { stockKeys } from './keys';

export const isFullZip = (zip: string) => /^\d{5}$/.test(zip);

/** `GET system/cities?zip=`: the places of a 5-digit ZIP, to fill city and state; silent when it fails. */
export const citiesQueryOptions = (zip: string) =>
  queryOptions({
    queryKey: stockKeys.cities(zip),
    queryFn: async ({ signal }) =>
      (await call(findCities, { query: { zip, page: 1, rowsPerPage: 25 }, signal, skipErrorAlert: true })).data,
    enabled: isFullZip(zip),
    staleTime: Infinity,
    retry: false,
  });
