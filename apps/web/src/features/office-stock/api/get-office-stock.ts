import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { getDoctorInventory } from '@dme/contract';
import { TABLE } from '../../../components';
import { call } from '../../../lib/http';
import { officeStockKeys, type OfficeStockListQuery } from './keys';

/**
 * `GET doctor/inventory`: a page of the stock suppliers keep at the practice's offices, with the category tree of
 * all of it (the tree follows the search and office, not the category filters).
 */
export const officeStockQueryOptions = (query: OfficeStockListQuery) =>
  queryOptions({
    queryKey: officeStockKeys.list(query),
    queryFn: async ({ signal }) => call(getDoctorInventory, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The first page without filters: what the category levels read their names and counts from. */
export const officeStockTreeQueryOptions = () => officeStockQueryOptions({ page: 1, rowsPerPage: TABLE.rowsPerPage });

/** After units were dispensed or returned: the free counts changed. */
export function useOfficeStockChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: officeStockKeys.all });
}
