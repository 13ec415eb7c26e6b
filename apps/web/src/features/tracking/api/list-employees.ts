import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listEmployeeTracking } from '@dme/contract';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { call } from '../../../lib/http';
import { trackingKeys, type EmployeesTrackingQuery } from './keys';

/** `GET vendor/employees/tracking`: people with their time and actions in the period. */
export const employeesTrackingQueryOptions = (query: EmployeesTrackingQuery) =>
  queryOptions({
    queryKey: trackingKeys.employeeList(query),
    queryFn: ({ signal }) => call(listEmployeeTracking, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every row of the period (the CSV export). */
export const fetchAllEmployeesTracking = (query: Omit<EmployeesTrackingQuery, 'page' | 'rowsPerPage'>) =>
  fetchEveryPage((page, rowsPerPage) => call(listEmployeeTracking, { query: { ...query, page, rowsPerPage } }));
