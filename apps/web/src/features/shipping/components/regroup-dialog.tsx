import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { OrderItem, Suborder } from '@dme/contract';
import { Modal } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { warehouseOptionsQueryOptions } from '../api/lookups';
import { orderItemsQueryOptions, useRegroupOrder } from '../api/regroup-order';
import { RegroupEditor } from './regroup-editor';
import { initialGrouping, regroupingBody, type Grouping } from './regroup-groups';

export interface RegroupDialogProps {
  orderId: number;
  opened: boolean;
  onClose: () => void;
  /** After the split: the suborders made. */
  onDone?: (suborders: Suborder[]) => void;
}

function RegroupForm({ orderId, items, onClose, onDone }: Omit<RegroupDialogProps, 'opened'> & { items: OrderItem[] }) {
  const regroup = useRegroupOrder(orderId);
  const warehouses = useQuery(warehouseOptionsQueryOptions());
  const [grouping, setGrouping] = useState<Grouping>(() => initialGrouping(items));
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    try {
      const made = await regroup.mutateAsync(regroupingBody(grouping, items));
      notify.success(made.length === 1 ? 'The order ships as one suborder' : `The order ships as ${made.length} suborders`);
      onDone?.(made);
      onClose();
    } catch (error) {
      const { status } = readServerError(error);
      // 409: a suborder is already on its way or on a route; 422: an item is in no group or in two.
      setFailure(status === 409 ? `${formErrorText(error)} Suborders on their way stay as they are.` : formErrorText(error));
    }
  };

  return (
    <Stack gap="md">
      <RegroupEditor items={items} warehouses={warehouses.data ?? []} grouping={grouping} onChange={setGrouping} />
      {failure && (
        <Alert color="red" variant="light" role="alert" title="The order was not split">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={regroup.isPending}>
          Save shipments
        </Button>
      </Group>
    </Stack>
  );
}

function RegroupBody(props: Omit<RegroupDialogProps, 'opened'>) {
  const items = useQuery(orderItemsQueryOptions(props.orderId));
  if (items.isPending) return <Loader size="sm" aria-label="Loading the items" />;
  if (items.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(items.error)}
      </Alert>
    );
  }
  if (items.data.length === 0) return <Text fz="sm">The order has no items to ship.</Text>;
  return <RegroupForm {...props} items={items.data} />;
}

/**
 * Splits an order into shipments: each item goes into one group with its delivery method and warehouse (one driver
 * shipment per warehouse to begin with); saving replaces the suborders that have not left yet.
 */
export function RegroupDialog({ opened, ...props }: RegroupDialogProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={`Split order #${props.orderId} into shipments`} size="xl" fullScreen={false}>
      {opened && <RegroupBody {...props} />}
    </Modal>
  );
}
