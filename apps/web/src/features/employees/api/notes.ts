import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { addEmployeeNote, listEmployeeNotes } from '@dme/contract';
import { call } from '../../../lib/http';
import { employeeKeys } from './keys';

/** `GET vendor/employees/{id}/notes`: newest first. */
export const notesQueryOptions = (employeeId: number) =>
  queryOptions({
    queryKey: employeeKeys.notes(employeeId),
    queryFn: async ({ signal }) => (await call(listEmployeeNotes, { params: { employeeId }, signal })).data,
  });

/** `POST vendor/employees/{id}/notes`. */
export function useAddNote(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => (await call(addEmployeeNote, { params: { employeeId }, body: { body }, skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.notes(employeeId) }),
  });
}
