import { useMemo } from 'react';
import { z } from 'zod';
import { doctorOrderBody, vendorOrderBody, type Order } from '@dme/contract';
import { cardSave, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import type { OrderSide } from '../api/side';
import { useUpdateOrder, type OrderUpdateInput } from '../api/update-order';

export interface OrderCardFormInput<V extends Record<string, unknown>> {
  side: OrderSide;
  order: Order;
  /** The form's values for the order as it is now (read again each time editing starts). */
  valuesOf: (order: Order) => V;
  /** What the card sends (`PUT doctor|vendor/orders/{id}`): the masked values as typed, '' clears a field. */
  bodyOf: (values: V) => OrderUpdateInput;
  /** The notification after a save. */
  savedMessage: string;
}

/**
 * A card of the order's edit screen on `useAppForm`: the values are checked as the body they send by the side's
 * update schema (the server's rules and words); a 422 lands on its fields, anything else (a 409 for a status that
 * no longer allows the change) in `form.formError`. Spread `cardProps` on the `Card`.
 */
export function useOrderCardForm<V extends Record<string, unknown>>({
  side,
  order,
  valuesOf,
  bodyOf,
  savedMessage,
}: OrderCardFormInput<V>) {
  const update = useUpdateOrder(side, order.id);
  const schema = useMemo(
    () => z.preprocess((values) => bodyOf(values as V), side === 'doctor' ? doctorOrderBody : vendorOrderBody),
    [side, bodyOf],
  );
  const form = useAppForm<V>({ initialValues: valuesOf(order), schema });
  const cardProps = {
    onEdit: () => form.resetTo(valuesOf(order)),
    onSave: cardSave(
      form,
      (values) => update.mutateAsync(bodyOf(values)),
      () => notify.success(savedMessage),
    ),
  };
  return { form, cardProps };
}
