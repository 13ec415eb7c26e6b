import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { driverReport } from '@dme/contract';
import { call } from '../../../lib/http';
import { reportsKeys, type DriverLinesQuery } from './keys';

/** `GET vendor/reports/drivers/{id}`: one driver's paid or pending deliveries of the period. */
export const driverReportQueryOptions = (id: number, query: DriverLinesQuery) =>
  queryOptions({
    queryKey: reportsKeys.driver(id, query),
    queryFn: ({ signal }) => call(driverReport, { params: { id }, query, signal, skipErrorAlert: true }),
    placeholderData: keepPreviousData,
  });
