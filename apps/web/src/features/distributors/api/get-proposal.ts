import { queryOptions } from '@tanstack/react-query';
import { distributionOrderProposal } from '@dme/contract';
import { call } from '../../../lib/http';
import { distributorsKeys } from './keys';

/** `GET vendor/distribution-orders/proposal`: the warehouse's shelves under PAR, priced from the distributor's list. */
export const proposalQueryOptions = (warehouseId: number, distributorId: number) =>
  queryOptions({
    queryKey: distributorsKeys.proposal(warehouseId, distributorId),
    queryFn: async ({ signal }) =>
      (
        await call(distributionOrderProposal, {
          query: { warehouse_id: warehouseId, distributor_id: distributorId },
          signal,
          skipErrorAlert: true,
        })
      ).data,
    // A proposal is a snapshot to edit: it is not refetched under the user's changes.
    staleTime: Infinity,
    retry: false,
  });
