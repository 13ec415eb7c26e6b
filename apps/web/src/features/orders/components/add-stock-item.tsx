import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { MAX_ITEM_QUANTITY, type OfficeStockItem, type Order } from '@dme/contract';
import { QuantityInput } from '../../../components';
import { notify } from '../../../lib/notify';
import { useOfficeStockChanged } from '../../office-stock';
import { useAddItems } from '../api/items';

export interface AddStockItemProps {
  order: Order;
  item: OfficeStockItem;
  /** The id of the text saying why the order's items cannot change now; null while they can. */
  lockedBy: string | null;
}

/** Why this shelf cannot go onto this order although the order's items may change (the server's 422 rule, shown first). */
function supplierMismatch(order: Order, item: OfficeStockItem): string | null {
  if (order.vendor_id === null) return 'Choose the order’s supplier first (General tab).';
  if (order.vendor_id !== item.supplier.id)
    return `Kept by ${item.supplier.name}; this order goes to ${order.vendor?.name ?? 'another supplier'}.`;
  return null;
}

/**
 * Dispenses units of one office shelf onto the order: the item joins the order (or gains the quantity) and the
 * units are reserved on that shelf. A refusal (422 on `items.0.stock`) is shown by the error catalogue.
 */
export function AddStockItem({ order, item, lockedBy }: AddStockItemProps) {
  const [quantity, setQuantity] = useState(1);
  const add = useAddItems('doctor', order.id);
  const stockChanged = useOfficeStockChanged();
  const mismatch = lockedBy ? null : supplierMismatch(order, item);
  const max = Math.max(1, Math.min(item.available, MAX_ITEM_QUANTITY));
  const disabled = lockedBy !== null || mismatch !== null;
  const name = `${item.equipment.hcpcs} (${item.sku})`;
  const submit = () =>
    add.mutate([{ equipment_id: item.equipment.id, quantity, stock: { sku_id: item.sku_id, warehouse_id: item.warehouse.id } }], {
      onSuccess: () => {
        notify.success(`${quantity} × ${item.equipment.hcpcs} from ${item.warehouse.name} was added to the order`);
        setQuantity(1);
      },
      // The free units changed either way (taken now, or taken by someone else meanwhile).
      onSettled: () => void stockChanged(),
    });
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {mismatch ? (
        <Text size="xs" c="dimmed" maw={180} ta="right">
          {mismatch}
        </Text>
      ) : (
        <QuantityInput
          label={`Quantity of ${name}`}
          size="xs"
          min={1}
          max={max}
          value={Math.min(quantity, max)}
          disabled={disabled}
          onChange={setQuantity}
        />
      )}
      <Button
        size="compact-sm"
        variant="light"
        loading={add.isPending}
        disabled={disabled}
        aria-label={`Add ${name} to the order`}
        aria-describedby={lockedBy ?? undefined}
        onClick={submit}
        style={{ flexShrink: 0 }}
      >
        Add to order
      </Button>
    </Group>
  );
}
