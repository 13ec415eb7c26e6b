import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setSuborderStatus, type SuborderStatusBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { storeSuborder } from './get-suborder';

/** `POST vendor/suborders/{id}/status`: silent on errors, the form shows the 409 / 422 in place. */
export function useSetSuborderStatus(suborderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SuborderStatusBody) =>
      (await call(setSuborderStatus, { params: { suborderId }, body, skipErrorAlert: true })).data,
    onSuccess: (suborder) => storeSuborder(queryClient, suborder),
  });
}
