import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listVendorInsurances, type VendorInsurancesQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { companyKeys } from './keys';

/** What the payers list sends (ARCHITECTURE rule 4) plus its type filter. */
export type InsurancesListQuery = Pick<Partial<VendorInsurancesQuery>, 'page' | 'rowsPerPage' | 'sortBy' | 'sortType' | 'search' | 'type'>;

/** `GET vendor/insurances` (owner only): the payers the company works with. */
export const insurancesQueryOptions = (query: InsurancesListQuery) =>
  queryOptions({
    queryKey: companyKeys.insurances(query),
    queryFn: ({ signal }) => call(listVendorInsurances, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every payer of the current search, page after page (for the CSV export of the whole result). */
export async function fetchAllInsurances(query: Omit<InsurancesListQuery, 'page' | 'rowsPerPage'>) {
  const rowsPerPage = 100;
  const first = await call(listVendorInsurances, { query: { ...query, page: 1, rowsPerPage } });
  const rows = [...first.data];
  const pages = Math.ceil(first.meta.total / rowsPerPage);
  for (let page = 2; page <= pages; page += 1)
    rows.push(...(await call(listVendorInsurances, { query: { ...query, page, rowsPerPage } })).data);
  return rows;
}
