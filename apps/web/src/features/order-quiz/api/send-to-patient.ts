import { useMutation } from '@tanstack/react-query';
import { vendorOrderActions } from '@dme/contract';
import { call } from '../../../lib/http';

/**
 * `POST vendor/orders/{orderId}/send-to-patient`: mails the patient a link to the order quiz (72 h, works once; a
 * newer link replaces it), to `email` or the patient's address on file.
 */
export function useSendQuizToPatient(orderId: number) {
  return useMutation({
    mutationFn: async (email: string | undefined) =>
      (await call(vendorOrderActions.sendToPatient, { params: { orderId }, body: email ? { email } : {}, skipErrorAlert: true })).data,
  });
}
