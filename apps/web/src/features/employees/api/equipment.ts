import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listEmployeeEquipment, saveEmployeeEquipment, type SaveEquipmentBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { employeeKeys } from './keys';

/** `GET vendor/employees/{id}/equipment`. */
export const equipmentQueryOptions = (employeeId: number) =>
  queryOptions({
    queryKey: employeeKeys.equipment(employeeId),
    queryFn: async ({ signal }) => (await call(listEmployeeEquipment, { params: { employeeId }, signal })).data,
  });

/** `PUT vendor/employees/{id}/equipment`: the whole list; the form shows a 422. */
export function useSaveEquipment(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveEquipmentBody) => (await call(saveEmployeeEquipment, { params: { employeeId }, body, skipErrorAlert: true })).data,
    onSuccess: (items) => queryClient.setQueryData(employeeKeys.equipment(employeeId), items),
  });
}
