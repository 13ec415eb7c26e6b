import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateWarehouse, type UpdateWarehouseBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { stockKeys } from './keys';

/** `PUT vendor/warehouses/{warehouseId}`: silent on errors, the form shows a 422 under its fields. */
export function useUpdateWarehouse(warehouseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateWarehouseBody) =>
      (await call(updateWarehouse, { params: { warehouseId }, body, skipErrorAlert: true })).data,
    onSuccess: (warehouse) => {
      queryClient.setQueryData(stockKeys.warehouse(warehouseId), warehouse);
      return queryClient.invalidateQueries({ queryKey: stockKeys.warehouseLists() });
    },
  });
}
