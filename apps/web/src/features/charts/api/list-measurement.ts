import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { vendorCharts } from '@dme/contract';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { call } from '../../../lib/http';
import { chartsKeys, type MeasurementQuery } from './keys';

/** `GET vendor/charts/measurement`: a page of the company's measurement charts, newest first. */
export const measurementsQueryOptions = (query: MeasurementQuery) =>
  queryOptions({
    queryKey: chartsKeys.measurementList(query),
    queryFn: ({ signal }) => call(vendorCharts.measurementList, { query, signal, skipErrorAlert: true }),
    placeholderData: keepPreviousData,
  });

export const fetchAllMeasurements = (query: Omit<MeasurementQuery, 'page' | 'rowsPerPage'>) =>
  fetchEveryPage((page, rowsPerPage) => call(vendorCharts.measurementList, { query: { ...query, page, rowsPerPage } }));
