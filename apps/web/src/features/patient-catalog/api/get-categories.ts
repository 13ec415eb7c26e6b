import { queryOptions } from '@tanstack/react-query';
import { getPatientCatalogCategories } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientCatalogKeys } from './keys';
import { retryUnlessFinal } from './retry';

/** `GET patient/catalog/categories`: the supplier and its categories with items. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: patientCatalogKeys.categories(),
    queryFn: async ({ signal }) => (await call(getPatientCatalogCategories, { signal, skipErrorAlert: true })).data,
    retry: retryUnlessFinal,
  });
