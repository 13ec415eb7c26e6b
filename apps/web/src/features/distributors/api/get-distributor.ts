import { queryOptions } from '@tanstack/react-query';
import { getDistributor } from '@dme/contract';
import { call } from '../../../lib/http';
import { distributorsKeys } from './keys';

/** `GET vendor/distributors/{distributorId}` (404 for another company's or a deleted one: the screen says so). */
export const distributorQueryOptions = (distributorId: number) =>
  queryOptions({
    queryKey: distributorsKeys.distributor(distributorId),
    queryFn: async ({ signal }) => (await call(getDistributor, { params: { distributorId }, signal, skipErrorAlert: true })).data,
  });
