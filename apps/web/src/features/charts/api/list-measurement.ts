import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { vendorCharts } from '@dme/contract';
import { call } from '../../../lib/http';
import { chartsKeys, type MeasurementQuery } from './keys';
import type { ListExport } from '../../../components';

/** `GET vendor/charts/measurement`: a page of the company's measurement charts, newest first. */
export const measurementsQueryOptions = (query: MeasurementQuery) =>
  queryOptions({
    queryKey: chartsKeys.measurementList(query),
    queryFn: ({ signal }) => call(vendorCharts.measurementList, { query, signal, skipErrorAlert: true }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const measurementsExport = (query: Omit<MeasurementQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: vendorCharts.measurementList, query, fileName });
