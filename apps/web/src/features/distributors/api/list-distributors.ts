import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listDistributors } from '@dme/contract';
import { call } from '../../../lib/http';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { distributorsKeys, type DistributorsListQuery } from './keys';
import type { ListExport } from '../../../components';

/** `GET vendor/distributors`: the company's distributors; the previous page stays while the next loads. */
export const distributorsQueryOptions = (query: DistributorsListQuery) =>
  queryOptions({
    queryKey: distributorsKeys.list(query),
    queryFn: ({ signal }) => call(listDistributors, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every distributor of the filters, page after page (the order screens' selects). */
const fetchAllDistributors = (query: Omit<DistributorsListQuery, 'page' | 'rowsPerPage'>) =>
  fetchEveryPage((page, rowsPerPage) => call(listDistributors, { query: { ...query, page, rowsPerPage } }));

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const distributorsExport = (query: Omit<DistributorsListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: listDistributors, query, fileName });

/** Every distributor by name, for the selects of the order screens. */
export const distributorOptionsQueryOptions = () =>
  queryOptions({
    queryKey: distributorsKeys.options(),
    queryFn: () => fetchAllDistributors({ sortBy: 'name', sortType: 'asc' }),
    staleTime: 60_000,
  });
