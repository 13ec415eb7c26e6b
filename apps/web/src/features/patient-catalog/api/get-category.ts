import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getPatientCatalogCategory } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientCatalogKeys, type CategoryItemsQuery } from './keys';
import { retryUnlessFinal } from './retry';

/** `GET patient/catalog/categories/{id}`: a category or sub-category and a page of its items. */
export const categoryQuery = (categoryId: number, query: CategoryItemsQuery) =>
  queryOptions({
    queryKey: patientCatalogKeys.category(categoryId, query),
    queryFn: ({ signal }) => call(getPatientCatalogCategory, { params: { categoryId }, query, signal, skipErrorAlert: true }),
    enabled: Number.isInteger(categoryId),
    placeholderData: keepPreviousData,
    retry: retryUnlessFinal,
  });
