import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listEmployeeTracking } from '@dme/contract';
import { call } from '../../../lib/http';
import { trackingKeys, type EmployeesTrackingQuery } from './keys';
import type { ListExport } from '../../../components';

/** `GET vendor/employees/tracking`: people with their time and actions in the period. */
export const employeesTrackingQueryOptions = (query: EmployeesTrackingQuery) =>
  queryOptions({
    queryKey: trackingKeys.employeeList(query),
    queryFn: ({ signal }) => call(listEmployeeTracking, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const employeesTrackingExport = (query: Omit<EmployeesTrackingQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: listEmployeeTracking, query, fileName });
