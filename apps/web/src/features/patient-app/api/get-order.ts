import { queryOptions } from '@tanstack/react-query';
import { getPatientOrder } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientAppKeys } from './keys';
import { retryUnlessRefused } from './retry';

/** `GET patient/orders/{id}`: the order with its deliveries and timeline. */
export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: patientAppKeys.order(orderId),
    queryFn: async ({ signal }) => (await call(getPatientOrder, { params: { orderId }, signal, skipErrorAlert: true })).data,
    retry: retryUnlessRefused,
    enabled: Number.isInteger(orderId) && orderId > 0,
  });
