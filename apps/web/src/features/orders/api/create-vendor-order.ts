import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorOrderActions, type VendorCreateOrderBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { ordersKeys } from './keys';

/** `POST vendor/orders`: the supplier's own draft for a patient it sees; the prescriber may be attached later. */
export function useCreateVendorOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VendorCreateOrderBody) => (await call(vendorOrderActions.create, { body, skipErrorAlert: true })).data,
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.order('supplier', order.id), order);
      return queryClient.invalidateQueries({ queryKey: ordersKeys.lists('supplier') });
    },
  });
}
