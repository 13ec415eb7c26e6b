import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockEmployee } from '@dme/contract';
import { call } from '../../../lib/http';
import { storeEmployee } from './get-employee';

/** `POST vendor/employees/{id}/block`: blocks (every session ends at once) or unblocks. */
export function useBlockEmployee(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (blocked: boolean) => (await call(blockEmployee, { params: { employeeId }, body: { blocked } })).data,
    onSuccess: (employee) => storeEmployee(queryClient, employee),
  });
}
