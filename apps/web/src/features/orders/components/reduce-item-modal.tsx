import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { OrderItem } from '@dme/contract';
import { Modal, QuantityInput } from '../../../components';
import { notify } from '../../../lib/notify';
import { useItemQuantity } from '../api/items';

/** The supplier lowers an item's quantity (the patient takes fewer); it cannot raise it. */
export function ReduceItemModal({ item, onClose }: { item: OrderItem | null; onClose: () => void }) {
  const change = useItemQuantity('supplier', item?.order_id ?? 0);
  const [quantity, setQuantity] = useState(1);
  const max = Math.max((item?.quantity ?? 2) - 1, 1);
  const save = async () => {
    if (!item) return;
    try {
      await change.mutateAsync({ commonId: item.id, quantity });
      notify.success(`${item.hcpcs}: quantity ${quantity}`);
      onClose();
    } catch {
      // The error catalogue showed the server's reason.
    }
  };
  return (
    <Modal opened={item !== null} onClose={onClose} title="Lower the quantity" size="sm" onExited={() => setQuantity(1)}>
      {item && (
        <Stack gap="md">
          <Text fz="sm">
            {item.hcpcs} · {item.name}: {item.quantity} now. The items confirmation is withdrawn.
          </Text>
          <QuantityInput label="New quantity" showLabel min={1} max={max} value={Math.min(quantity, max)} onChange={setQuantity} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={change.isPending}>
              Cancel
            </Button>
            <Button onClick={() => void save()} loading={change.isPending}>
              Save quantity
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
