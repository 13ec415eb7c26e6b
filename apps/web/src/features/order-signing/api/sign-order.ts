import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorSigning, type SignOrderBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { orderDocumentsKeys } from '../../order-documents';
import { signingKeys } from './keys';

/**
 * `POST doctor/orders/{orderId}/sign` with the pad's image and the preview's `content_hash`: answers the order
 * (moved on) and the signed PDFs. The caller shows the errors (a 409 means the order changed or moved on).
 */
export function useSignOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignOrderBody) => (await call(doctorSigning.sign, { params: { orderId }, body, skipErrorAlert: true })).data,
    // Signed or refused as stale: what waits for a signature is read again either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: signingKeys.order(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderDocumentsKeys.order('doctor', orderId) }),
      ]),
  });
}
