import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPatientCartItem, type AddCartItemBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { storeCart } from './store-cart';

/** `POST patient/cart/items` (422 for a prescription item). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddCartItemBody) => (await call(addPatientCartItem, { body, skipErrorAlert: true })).data,
    onSuccess: (cart) => storeCart(queryClient, cart),
  });
}
