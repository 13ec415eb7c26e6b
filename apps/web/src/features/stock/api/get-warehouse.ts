import { queryOptions } from '@tanstack/react-query';
import { getWarehouse } from '@dme/contract';
import { call } from '../../../lib/http';
import { stockKeys } from './keys';

/** `GET vendor/warehouses/{warehouseId}` (404 for another company's or a deleted one: the screen says so). */
export const warehouseQueryOptions = (warehouseId: number) =>
  queryOptions({
    queryKey: stockKeys.warehouse(warehouseId),
    queryFn: async ({ signal }) => (await call(getWarehouse, { params: { warehouseId }, signal, skipErrorAlert: true })).data,
  });
