import { useQuery } from '@tanstack/react-query';
import { Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { Order } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { lockedText, useOrderAccess } from '../access';
import { recommendedItemsQueryOptions } from '../api/recommended-items';
import { AddItemButton } from './add-item-button';

/** Supplies usually ordered with the order's devices (a CPAP's mask and tubing), one click each into the order. */
export function OrderRecommended({ order }: { order: Order }) {
  const access = useOrderAccess('doctor', order);
  const items = useQuery(recommendedItemsQueryOptions(order.id));
  if (!access.editPrescription)
    return (
      <Alert color="gray" variant="light">
        {order.deleted_at ? 'The order is archived.' : lockedText('doctor')}
      </Alert>
    );
  if (items.isPending) return <Loader size="sm" aria-label="Loading the recommended items" />;
  if (items.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(items.error)}
      </Alert>
    );
  if (items.data.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        Nothing to recommend: the order has no device with usual supplies, or they are already on it.
      </Text>
    );
  return (
    <Stack gap="xs" aria-label="Recommended items">
      {items.data.map((item) => (
        <Paper key={item.id} withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0} style={{ flex: '1 1 220px' }}>
              <Text fz="sm" fw={600}>
                <Text span ff="monospace">
                  {item.hcpcs}
                </Text>{' '}
                {item.name}
              </Text>
              <Text fz="xs" c="dimmed">
                Goes with {item.for_hcpcs}
              </Text>
            </Stack>
            <AddItemButton side="doctor" orderId={order.id} item={item} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
