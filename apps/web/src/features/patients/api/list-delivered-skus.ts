import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listDeliveredSkus } from '@dme/contract';
import { call } from '../../../lib/http';

/** `GET vendor/patients/{patientId}/delivered-sku`: every SKU and unit the patient received from the company. */
export const deliveredSkusQueryOptions = (patientId: number, query: { page: number; rowsPerPage: number }) =>
  queryOptions({
    queryKey: ['patients', 'delivered-sku', patientId, query],
    queryFn: ({ signal }) => call(listDeliveredSkus, { params: { patientId }, query, signal }),
    placeholderData: keepPreviousData,
  });
