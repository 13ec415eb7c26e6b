import { useMutation } from '@tanstack/react-query';
import { doctorSigning, type SignHow } from '@dme/contract';
import { call } from '../../../lib/http';

/**
 * `POST doctor/orders/{orderId}/sign/by/{how}`: a signing link for the prescriber (`link` answers it, `email` also
 * mails it). A new link replaces the order's earlier unused ones.
 */
export function useRequestSignLink(orderId: number) {
  return useMutation({
    mutationFn: async (how: SignHow) => (await call(doctorSigning.by, { params: { orderId, how }, skipErrorAlert: true })).data,
  });
}
