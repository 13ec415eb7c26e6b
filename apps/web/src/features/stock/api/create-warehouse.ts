import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createWarehouse, type CreateWarehouseBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { stockKeys } from './keys';

/** `POST vendor/warehouses`: silent on errors, the form shows a 422 under its fields. */
export function useCreateWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateWarehouseBody) => (await call(createWarehouse, { body, skipErrorAlert: true })).data,
    onSuccess: (warehouse) => {
      queryClient.setQueryData(stockKeys.warehouse(warehouse.id), warehouse);
      return queryClient.invalidateQueries({ queryKey: stockKeys.warehouseLists() });
    },
  });
}
