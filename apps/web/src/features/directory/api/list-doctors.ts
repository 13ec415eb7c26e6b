import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { listVendorDoctors, vendorDoctorsQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { directoryKeys } from './keys';
import type { ListExport } from '../../../components';

/** As sent: the `verified` flag travels as '1' / '0'. */
export type DoctorsListQuery = Partial<z.input<typeof vendorDoctorsQuery>>;

/** `GET vendor/doctors`: the doctors the company works with; the previous page stays while the next loads. */
export const doctorsQueryOptions = (query: DoctorsListQuery) =>
  queryOptions({
    queryKey: directoryKeys.doctorList(query),
    queryFn: ({ signal }) => call(listVendorDoctors, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const doctorsExport = (query: Omit<DoctorsListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: listVendorDoctors, query, fileName });
