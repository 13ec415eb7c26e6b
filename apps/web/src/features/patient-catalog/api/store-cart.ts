import type { QueryClient } from '@tanstack/react-query';
import type { PatientCart } from '@dme/contract';
import { patientCatalogKeys } from './keys';

/** Every cart write answers the whole cart: show it at once; the items' "in your cart" marks refetch. */
export function storeCart(queryClient: QueryClient, cart: PatientCart) {
  queryClient.setQueryData(patientCatalogKeys.cart(), cart);
  return queryClient.invalidateQueries({ queryKey: patientCatalogKeys.items() });
}
