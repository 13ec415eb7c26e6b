import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchDoctorEquipment } from '@dme/contract';
import { call } from '../../../lib/http';
import { catalogKeys, type EquipmentSearchListQuery } from './keys';

/** Shortest search the server takes (it answers 422 below). */
export const MIN_SEARCH_LENGTH = 2;

/** `GET doctor/equipment`: catalogue items matching the words, with the order's supplier's prices inside an order. */
export const equipmentSearchQueryOptions = (query: EquipmentSearchListQuery) =>
  queryOptions({
    queryKey: catalogKeys.search(query),
    queryFn: async ({ signal }) => call(searchDoctorEquipment, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: query.search.length >= MIN_SEARCH_LENGTH,
  });
