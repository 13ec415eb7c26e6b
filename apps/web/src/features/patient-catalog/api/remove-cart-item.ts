import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePatientCartItem } from '@dme/contract';
import { call } from '../../../lib/http';
import { storeCart } from './store-cart';

/** `DELETE patient/cart/items/{lineId}`. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lineId: number) => (await call(deletePatientCartItem, { params: { itemId: lineId }, skipErrorAlert: true })).data,
    onSuccess: (cart) => storeCart(queryClient, cart),
  });
}
