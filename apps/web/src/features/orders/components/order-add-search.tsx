import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { MAX_ITEM_QUANTITY, type EquipmentSearchHit, type Order } from '@dme/contract';
import { QuantityInput } from '../../../components';
import { notify } from '../../../lib/notify';
import { ItemSearch } from '../../catalog';
import { lockedText, useOrderAccess } from '../access';
import { useAddItems } from '../api/items';

/** The item's usual units per order line (the server refuses more, counting what the order already holds). */
const maxOf = (hit: EquipmentSearchHit) => Math.min(hit.max_units ?? MAX_ITEM_QUANTITY, MAX_ITEM_QUANTITY);

/** The items tab's "Add": find an item by typing, pick a quantity, add it to the draft (the catalogue's add call). */
export function OrderAddSearch({ order }: { order: Order }) {
  const access = useOrderAccess('doctor', order);
  const add = useAddItems('doctor', order.id);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  if (!access.editPrescription) {
    return (
      <Alert color="gray" variant="light">
        {order.deleted_at ? 'The order is archived.' : lockedText('doctor')}
      </Alert>
    );
  }
  const quantityOf = (hit: EquipmentSearchHit) => quantities[hit.id] ?? 1;
  const addHit = (hit: EquipmentSearchHit) => {
    if (add.isPending) return;
    const quantity = quantityOf(hit);
    add.mutate([{ equipment_id: hit.id, quantity }], {
      // A refusal (more than the item's usual units) is told by the http client's error alert.
      onSuccess: () => notify.success(`${quantity} × ${hit.hcpcs} added to the order`),
    });
  };
  return (
    <ItemSearch
      orderId={order.id}
      pickHint="adds it to the order"
      onPick={addHit}
      actions={(hit) => (
        <>
          <QuantityInput
            size="xs"
            label={`Quantity of ${hit.hcpcs}`}
            min={1}
            max={maxOf(hit)}
            value={quantityOf(hit)}
            onChange={(value) => setQuantities((current) => ({ ...current, [hit.id]: value }))}
          />
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`Add ${hit.hcpcs} to the order`}
            loading={add.isPending && add.variables?.[0]?.equipment_id === hit.id}
            onClick={() => addHit(hit)}
          >
            Add
          </Button>
        </>
      )}
    />
  );
}
