import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePatientCartItem } from '@dme/contract';
import { call } from '../../../lib/http';
import { storeCart } from './store-cart';

/** `PUT patient/cart/items/{lineId}`: a new quantity. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lineId, quantity }: { lineId: number; quantity: number }) =>
      (await call(updatePatientCartItem, { params: { itemId: lineId }, body: { quantity }, skipErrorAlert: true })).data,
    onSuccess: (cart) => storeCart(queryClient, cart),
  });
}
