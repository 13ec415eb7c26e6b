import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createEmployee, type CreateEmployeeBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { storeEmployee } from './get-employee';

/** `POST vendor/employees`: creates and invites; silent on errors, the form shows a 422 under its fields. */
export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateEmployeeBody) => (await call(createEmployee, { body, skipErrorAlert: true })).data,
    onSuccess: (employee) => storeEmployee(queryClient, employee),
  });
}
