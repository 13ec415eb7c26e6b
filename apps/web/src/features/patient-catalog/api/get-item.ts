import { queryOptions } from '@tanstack/react-query';
import { getPatientCatalogItem } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientCatalogKeys } from './keys';
import { retryUnlessFinal } from './retry';

/** `GET patient/catalog/items/{id}`: the item, its price, its cart line and an open request to the doctor. */
export const itemQuery = (itemId: number) =>
  queryOptions({
    queryKey: patientCatalogKeys.item(itemId),
    queryFn: async ({ signal }) => (await call(getPatientCatalogItem, { params: { itemId }, signal, skipErrorAlert: true })).data,
    enabled: Number.isInteger(itemId),
    retry: retryUnlessFinal,
  });
