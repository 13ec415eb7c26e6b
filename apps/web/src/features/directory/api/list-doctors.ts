import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { listVendorDoctors, vendorDoctorsQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { directoryKeys } from './keys';

/** As sent: the `verified` flag travels as '1' / '0'. */
export type DoctorsListQuery = Partial<z.input<typeof vendorDoctorsQuery>>;

/** `GET vendor/doctors`: the doctors the company works with; the previous page stays while the next loads. */
export const doctorsQueryOptions = (query: DoctorsListQuery) =>
  queryOptions({
    queryKey: directoryKeys.doctorList(query),
    queryFn: ({ signal }) => call(listVendorDoctors, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every doctor of the current search, page after page (for the CSV export of the whole result). */
export async function fetchAllDoctors(query: Omit<DoctorsListQuery, 'page' | 'rowsPerPage'>) {
  const rowsPerPage = 100;
  const first = await call(listVendorDoctors, { query: { ...query, page: 1, rowsPerPage } });
  const rows = [...first.data];
  for (let page = 2; page <= Math.ceil(first.meta.total / rowsPerPage); page += 1)
    rows.push(...(await call(listVendorDoctors, { query: { ...query, page, rowsPerPage } })).data);
  return rows;
}
