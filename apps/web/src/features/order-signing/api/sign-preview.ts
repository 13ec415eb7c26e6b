import { queryOptions } from '@tanstack/react-query';
import { doctorSigning } from '@dme/contract';
import { call } from '../../../lib/http';
import { signingKeys } from './keys';

/**
 * `GET doctor/orders/{orderId}/sign/preview`: what a signature produces now (the documents' text and hashes) and
 * whether the caller may sign. Always read fresh: the text must be what is signed.
 */
export const signPreviewQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: signingKeys.preview(orderId),
    queryFn: async ({ signal }) => (await call(doctorSigning.preview, { params: { orderId }, signal, skipErrorAlert: true })).data,
    staleTime: 0,
  });
