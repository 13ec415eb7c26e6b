import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { listDoctorVendors, vendorsQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { directoryKeys } from './keys';
import type { ListExport } from '../../../components';

/** As sent: the `preferred` flag travels as '1' / '0'. */
export type SuppliersListQuery = Partial<z.input<typeof vendorsQuery>>;

/** `GET doctor/vendors`: supplier companies, the practice's preferred ones first. */
export const suppliersQueryOptions = (query: SuppliersListQuery) =>
  queryOptions({
    queryKey: directoryKeys.supplierList(query),
    queryFn: ({ signal }) => call(listDoctorVendors, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const suppliersExport = (query: Omit<SuppliersListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: listDoctorVendors, query, fileName });
