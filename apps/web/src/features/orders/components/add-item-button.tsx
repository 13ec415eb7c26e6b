import { Button } from '@mantine/core';
import type { EquipmentItem } from '@dme/contract';
import { notify } from '../../../lib/notify';
import { useAddItems } from '../api/items';
import type { OrderSide } from '../api/side';

/** Adds one of an item to the order (an item already there gains one). */
export function AddItemButton({
  side,
  orderId,
  item,
  compact = true,
  before,
}: {
  side: OrderSide;
  orderId: number;
  item: EquipmentItem;
  compact?: boolean;
  before?: () => void;
}) {
  const add = useAddItems(side, orderId);
  return (
    <Button
      size={compact ? 'compact-sm' : 'sm'}
      variant="light"
      loading={add.isPending}
      aria-label={`Add ${item.hcpcs} to the order`}
      onClick={(event) => {
        event.stopPropagation();
        before?.();
        add.mutate([{ equipment_id: item.id, quantity: 1 }], { onSuccess: () => notify.success(`${item.hcpcs} was added to the order`) });
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      Add to order
    </Button>
  );
}
