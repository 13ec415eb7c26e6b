import { queryOptions } from '@tanstack/react-query';
import { listDoctorLocations } from '@dme/contract';
import { call } from '../../../lib/http';
import { locationsKeys } from './keys';

/** A practice has a handful of offices: one page of the largest size holds them all. */
export const LOCATIONS_PAGE = { page: 1, rowsPerPage: 100 } as const;

/** `GET doctor/locations`: the practice's offices (staff: the ones they are assigned to), with hours and contacts. */
export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: locationsKeys.lists(),
    queryFn: async ({ signal }) => (await call(listDoctorLocations, { query: LOCATIONS_PAGE, signal })).data,
  });
