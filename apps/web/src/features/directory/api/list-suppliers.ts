import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { listDoctorVendors, vendorsQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { directoryKeys } from './keys';

/** As sent: the `preferred` flag travels as '1' / '0'. */
export type SuppliersListQuery = Partial<z.input<typeof vendorsQuery>>;

/** `GET doctor/vendors`: supplier companies, the practice's preferred ones first. */
export const suppliersQueryOptions = (query: SuppliersListQuery) =>
  queryOptions({
    queryKey: directoryKeys.supplierList(query),
    queryFn: ({ signal }) => call(listDoctorVendors, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every supplier of the current search, page after page (for the CSV export). */
export async function fetchAllSuppliers(query: Omit<SuppliersListQuery, 'page' | 'rowsPerPage'>) {
  const rowsPerPage = 100;
  const first = await call(listDoctorVendors, { query: { ...query, page: 1, rowsPerPage } });
  const rows = [...first.data];
  for (let page = 2; page <= Math.ceil(first.meta.total / rowsPerPage); page += 1)
    rows.push(...(await call(listDoctorVendors, { query: { ...query, page, rowsPerPage } })).data);
  return rows;
}
