import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listEmployees } from '@dme/contract';
import { call } from '../../../lib/http';
import type { ListExport } from '../../../components';
import { employeeKeys, type EmployeesListQuery } from './keys';

/** `GET vendor/employees`: one page of the company's employees. */
export const employeesQueryOptions = (query: EmployeesListQuery) =>
  queryOptions({
    queryKey: employeeKeys.list(query),
    queryFn: ({ signal }) => call(listEmployees, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const employeesExport = (query: EmployeesListQuery, fileName: string): ListExport => ({ endpoint: listEmployees, query, fileName });
