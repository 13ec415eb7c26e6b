import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateEmployee, type UpdateEmployeeBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { storeEmployee } from './get-employee';

/** `PUT vendor/employees/{id}`: any part of the employee (personal, permissions, pay); the form shows a 422. */
export function useUpdateEmployee(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateEmployeeBody) => (await call(updateEmployee, { params: { employeeId }, body, skipErrorAlert: true })).data,
    onSuccess: (employee) => storeEmployee(queryClient, employee),
  });
}
