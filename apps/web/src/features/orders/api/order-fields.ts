import { useMutation } from '@tanstack/react-query';
import { vendorOrderActions } from '@dme/contract';
import { call } from '../../../lib/http';
import { useOrderChanged } from './update-order';

/** What the authorisation form sends: the masked number and date as typed ('' clears the date). */
export interface AuthorizationInput {
  prior_number: string;
  pa_expires_on: string;
}

/** `PUT vendor/orders/{orderId}/authorization`: the prior-authorisation number and its last day (Intake to Ready For Service). */
export function useSaveAuthorization(orderId: number) {
  const changed = useOrderChanged('supplier', orderId);
  return useMutation({
    mutationFn: async (body: AuthorizationInput) =>
      (await call(vendorOrderActions.authorization, { params: { orderId }, body, skipErrorAlert: true })).data,
    onSuccess: (order) => changed(order),
  });
}

/** `PUT vendor/orders/{orderId}/same-address`: ships to the billing address (422 when there is none). */
export function useSameAddress(orderId: number) {
  const changed = useOrderChanged('supplier', orderId);
  return useMutation({
    mutationFn: async () => (await call(vendorOrderActions.sameAddress, { params: { orderId }, skipErrorAlert: true })).data,
    onSuccess: (order) => changed(order),
  });
}

/** `POST vendor/orders/{orderId}/insurance/attach`: one of the patient's active policies becomes the order's. */
export function useAttachInsurance(orderId: number) {
  const changed = useOrderChanged('supplier', orderId);
  return useMutation({
    mutationFn: async (insuranceId: number) =>
      (await call(vendorOrderActions.attachInsurance, { params: { orderId }, body: { insurance_id: insuranceId }, skipErrorAlert: true }))
        .data,
    onSuccess: (order) => changed(order),
  });
}
