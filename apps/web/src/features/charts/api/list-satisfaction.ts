import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { vendorCharts } from '@dme/contract';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { call } from '../../../lib/http';
import { chartsKeys, type SatisfactionQuery } from './keys';

/** `GET vendor/charts/satisfaction`: a page of surveys with the company's, employees' and drivers' averages. */
export const surveysQueryOptions = (query: SatisfactionQuery) =>
  queryOptions({
    queryKey: chartsKeys.surveyList(query),
    queryFn: ({ signal }) => call(vendorCharts.satisfactionList, { query, signal, skipErrorAlert: true }),
    placeholderData: keepPreviousData,
  });

/** Every survey of the filter (the CSV export holds the whole result). */
export const fetchAllSurveys = (query: Omit<SatisfactionQuery, 'page' | 'rowsPerPage'>) =>
  fetchEveryPage((page, rowsPerPage) => call(vendorCharts.satisfactionList, { query: { ...query, page, rowsPerPage } }));
