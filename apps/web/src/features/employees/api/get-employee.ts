import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getEmployee, type EmployeeDetail } from '@dme/contract';
import { call } from '../../../lib/http';
import { employeeKeys } from './keys';

/** `GET vendor/employees/{id}`: the employee with permissions per department and pay (404: the screen says so). */
export const employeeQueryOptions = (employeeId: number) =>
  queryOptions({
    queryKey: employeeKeys.one(employeeId),
    queryFn: async ({ signal }) => (await call(getEmployee, { params: { employeeId }, signal, skipErrorAlert: true })).data,
  });

/** A write answered the whole employee: show it at once, and let the lists catch up. */
export function storeEmployee(queryClient: QueryClient, employee: EmployeeDetail) {
  queryClient.setQueryData(employeeKeys.one(employee.id), employee);
  return queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
}
