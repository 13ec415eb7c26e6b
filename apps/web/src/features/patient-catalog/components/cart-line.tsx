import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatCents, type CartLine } from '@dme/contract';
import { ConfirmDialog } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { Stepper } from './stepper';

/** One line: the item, its quantity (changed at once), its total and a remove that asks first. */
export function CartLineCard({ line }: { line: CartLine }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const [confirming, setConfirming] = useState(false);
  const error = update.error ?? remove.error;
  return (
    <Paper withBorder radius="md" p="md" component="li" data-cart-line={line.item.hcpcs}>
      <Stack gap="xs">
        <Text fw={600} fz="md" style={{ overflowWrap: 'anywhere' }}>
          {line.item.name}
        </Text>
        <Text fz="sm" c="gray.7">
          {formatCents(line.item.price_cents)} each
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <Stepper
            label={`Quantity of ${line.item.name}`}
            value={line.quantity}
            max={line.item.max_quantity}
            disabled={update.isPending || remove.isPending}
            onChange={(quantity) => update.mutate({ lineId: line.id, quantity })}
          />
          <Text fw={700} fz="lg">
            {formatCents(line.line_total_cents)}
          </Text>
        </Group>
        {error && (
          <Text c="red" fz="sm" role="alert">
            {formErrorText(error)}
          </Text>
        )}
        <Button variant="default" size="md" style={{ alignSelf: 'flex-start' }} onClick={() => setConfirming(true)}>
          Remove
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Remove from the cart?"
        text={`${line.item.name} leaves your cart.`}
        confirmLabel="Remove"
        color="red"
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(line.id, { onSettled: () => setConfirming(false) })}
      />
    </Paper>
  );
}
