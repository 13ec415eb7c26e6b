import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWarehouse } from '@dme/contract';
import { call } from '../../../lib/http';
import { stockKeys } from './keys';

/** `DELETE vendor/warehouses/{warehouseId}`: silent on errors, the screen shows a 409 (open orders ship from it). */
export function useDeleteWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (warehouseId: number) => {
      await call(deleteWarehouse, { params: { warehouseId }, skipErrorAlert: true });
    },
    onSuccess: (_, warehouseId) => {
      queryClient.removeQueries({ queryKey: stockKeys.warehouse(warehouseId) });
      return queryClient.invalidateQueries({ queryKey: stockKeys.warehouseLists() });
    },
  });
}
