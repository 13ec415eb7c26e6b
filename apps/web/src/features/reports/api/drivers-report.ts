import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { driversReport, type ReportPeriodQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { reportsKeys } from './keys';

/** `GET vendor/reports/drivers`: every driver's deliveries and pay of the period, with totals. */
export const driversReportQueryOptions = (period: ReportPeriodQuery) =>
  queryOptions({
    queryKey: reportsKeys.drivers(period),
    queryFn: ({ signal }) => call(driversReport, { query: period, signal }),
    placeholderData: keepPreviousData,
  });
