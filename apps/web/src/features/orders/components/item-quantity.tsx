import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import type { OrderItem } from '@dme/contract';
import { QuantityInput } from '../../../components';
import { useItemQuantity } from '../api/items';

const SAVE_AFTER_MS = 500;

/**
 * The doctor's quantity of one item (1 to the item's maximum). Clicks and typing settle first, then one call
 * saves the number; a refused number returns to the saved one (the error catalogue says why).
 */
export function ItemQuantity({ item, disabled }: { item: OrderItem; disabled?: boolean }) {
  // The number being typed or saved; null shows the saved quantity.
  const [pending, setPending] = useState<number | null>(null);
  const change = useItemQuantity('doctor', item.order_id);
  const save = useDebouncedCallback((quantity: number) => {
    if (quantity === item.quantity) {
      setPending(null);
      return;
    }
    change.mutate({ commonId: item.id, quantity }, { onSettled: () => setPending(null) });
  }, SAVE_AFTER_MS);
  return (
    <QuantityInput
      label={`Quantity of ${item.hcpcs}`}
      size="xs"
      min={1}
      max={item.max_quantity}
      value={pending ?? item.quantity}
      disabled={disabled}
      onChange={(next) => {
        setPending(next);
        save(next);
      }}
    />
  );
}
