import { useMutation, useQueryClient } from '@tanstack/react-query';
import { askDoctorForItem } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientCatalogKeys } from './keys';

/** `POST patient/catalog/items/{id}/ask-doctor`: the request goes to the patient's doctor. */
export function useAskDoctor(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) => (await call(askDoctorForItem, { params: { itemId }, body: message.trim() ? { message: message.trim() } : {}, skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientCatalogKeys.item(itemId) }),
  });
}
