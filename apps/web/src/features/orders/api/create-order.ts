import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorOrders, type CreateOrderBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { ordersKeys } from './keys';

/** `POST doctor/orders` (payload user_id, doctor_location_id): a draft; the form shows the server's field errors. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateOrderBody) => (await call(doctorOrders.create, { body, skipErrorAlert: true })).data,
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.order('doctor', order.id), order);
      return queryClient.invalidateQueries({ queryKey: ordersKeys.lists('doctor') });
    },
  });
}
