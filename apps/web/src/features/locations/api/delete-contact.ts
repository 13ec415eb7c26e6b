import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDoctorLocationContact } from '@dme/contract';
import { call } from '../../../lib/http';
import { locationsKeys } from './keys';

/** `DELETE doctor/locations/contacts/{id}` (owner only; 204); failures go through the error catalogue. */
export function useDeleteLocationContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (contactId: number) => {
      await call(deleteDoctorLocationContact, { params: { id: contactId } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: locationsKeys.lists() }),
  });
}
