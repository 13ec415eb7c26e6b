import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { agentsReport, type ReportPeriodQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { reportsKeys } from './keys';

/** `GET vendor/reports/agents`: every agent's commission of the period, with totals. */
export const agentsReportQueryOptions = (period: ReportPeriodQuery) =>
  queryOptions({
    queryKey: reportsKeys.agents(period),
    queryFn: ({ signal }) => call(agentsReport, { query: period, signal }),
    placeholderData: keepPreviousData,
  });
