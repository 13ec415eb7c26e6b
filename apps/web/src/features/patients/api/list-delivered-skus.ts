import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listDeliveredSkus } from '@dme/contract';
import { call } from '../../../lib/http';
import type { ListExport } from '../../../components';

/** `GET vendor/patients/{patientId}/delivered-sku`: every SKU and unit the patient received from the company. */
export const deliveredSkusQueryOptions = (patientId: number, query: { page: number; rowsPerPage: number }) =>
  queryOptions({
    queryKey: ['patients', 'delivered-sku', patientId, query],
    queryFn: ({ signal }) => call(listDeliveredSkus, { params: { patientId }, query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const deliveredSkusExport = (patientId: number, fileName: string): ListExport => ({ endpoint: listDeliveredSkus, params: { patientId }, query: {}, fileName });
