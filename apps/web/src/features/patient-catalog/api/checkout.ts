import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutPatientCart } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientCatalogKeys } from './keys';

/** `POST patient/cart/checkout`: the supplier's order; the cart is empty after it. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(checkoutPatientCart, { skipErrorAlert: true })).data,
    // The patient's orders (the patient app's own keys) refetch when their screens open.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientCatalogKeys.all }),
  });
}
