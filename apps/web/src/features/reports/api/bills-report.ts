import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { billsReport, type ReportPeriodQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { reportsKeys } from './keys';

/** `GET vendor/reports/bills`: billed, paid, adjusted and outstanding by payer and month. */
export const billsReportQueryOptions = (period: ReportPeriodQuery) =>
  queryOptions({
    queryKey: reportsKeys.bills(period),
    queryFn: ({ signal }) => call(billsReport, { query: period, signal }),
    placeholderData: keepPreviousData,
  });
