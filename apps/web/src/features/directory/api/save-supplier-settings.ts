import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePreferredSupplier, type SavePreferredSupplierBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { directoryKeys } from './keys';

/** `PUT doctor/vendors/{vendorId}/insurances` (the prescriber only); the list's preferred flags change with it. */
export function useSaveSupplierSettings(supplierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SavePreferredSupplierBody) =>
      (await call(savePreferredSupplier, { params: { vendorId: supplierId }, body, skipErrorAlert: true })).data,
    onSuccess: (settings) => {
      queryClient.setQueryData(directoryKeys.supplierSettings(supplierId), settings);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: directoryKeys.supplierDetail(supplierId) }),
        queryClient.invalidateQueries({ queryKey: directoryKeys.supplierLists() }),
      ]);
    },
  });
}
