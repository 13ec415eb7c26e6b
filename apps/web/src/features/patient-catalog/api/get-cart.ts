import { queryOptions } from '@tanstack/react-query';
import { getPatientCart } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientCatalogKeys } from './keys';
import { retryUnlessFinal } from './retry';

/** `GET patient/cart`: the lines at current prices and the total in cents. */
export const cartQuery = () =>
  queryOptions({
    queryKey: patientCatalogKeys.cart(),
    queryFn: async ({ signal }) => (await call(getPatientCart, { signal, skipErrorAlert: true })).data,
    retry: retryUnlessFinal,
  });
