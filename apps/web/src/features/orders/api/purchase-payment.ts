import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorOrderActions, type PurchasePaymentState } from '@dme/contract';
import { call } from '../../../lib/http';
import { ordersKeys } from './keys';

/**
 * `PUT vendor/orders/{orderId}/purchase/payment`: the supplier records that it collected a patient's purchase, takes
 * a mistaken record back, or refunds it. The answer is the order, with the purchase as it now stands.
 */
export function usePurchasePayment(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payment_status: PurchasePaymentState) =>
      (await call(vendorOrderActions.purchasePayment, { params: { orderId }, body: { payment_status } })).data,
    onSuccess: (order) => queryClient.setQueryData(ordersKeys.order('supplier', order.id), order),
  });
}
