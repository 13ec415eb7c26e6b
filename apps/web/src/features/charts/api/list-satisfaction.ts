import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { vendorCharts } from '@dme/contract';
import { call } from '../../../lib/http';
import { chartsKeys, type SatisfactionQuery } from './keys';
import type { ListExport } from '../../../components';

/** `GET vendor/charts/satisfaction`: a page of surveys with the company's, employees' and drivers' averages. */
export const surveysQueryOptions = (query: SatisfactionQuery) =>
  queryOptions({
    queryKey: chartsKeys.surveyList(query),
    queryFn: ({ signal }) => call(vendorCharts.satisfactionList, { query, signal, skipErrorAlert: true }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const surveysExport = (query: Omit<SatisfactionQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: vendorCharts.satisfactionList, query, fileName });
