import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listVendorInsurances, type VendorInsurancesQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { companyKeys } from './keys';
import type { ListExport } from '../../../components';

/** What the payers list sends (ARCHITECTURE rule 4) plus its type filter. */
export type InsurancesListQuery = Pick<Partial<VendorInsurancesQuery>, 'page' | 'rowsPerPage' | 'sortBy' | 'sortType' | 'search' | 'type'>;

/** `GET vendor/insurances` (owner only): the payers the company works with. */
export const insurancesQueryOptions = (query: InsurancesListQuery) =>
  queryOptions({
    queryKey: companyKeys.insurances(query),
    queryFn: ({ signal }) => call(listVendorInsurances, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const insurancesExport = (query: Omit<InsurancesListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: listVendorInsurances, query, fileName });
