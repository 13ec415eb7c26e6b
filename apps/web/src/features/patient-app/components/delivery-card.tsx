import { Link } from 'react-router';
import { Paper, Stack, Text } from '@mantine/core';
import type { PatientDelivery } from '@dme/contract';
import { dayIn, windowIn } from '../lib/when';
import { orderHref } from '../routes';

/** When it comes, in the supplier's clock: the agreed window, or "we will call you" while none is agreed. */
export function deliveryWhen(d: PatientDelivery): string {
  if (d.delivered_at) return `Delivered ${dayIn(d.delivered_at, d.time_zone)}`;
  if (d.method === 'pickup') return 'Pick it up at the store';
  if (d.slot_starts_at) return `${dayIn(d.slot_starts_at, d.time_zone)}, ${windowIn(d.slot_starts_at, d.slot_ends_at, d.time_zone)}`;
  return 'Your supplier will call you to agree a time';
}

export function DeliveryCard({ delivery }: { delivery: PatientDelivery }) {
  return (
    <Paper
      component={Link}
      to={orderHref(delivery.order_id)}
      withBorder
      radius="md"
      p="md"
      aria-label={`Delivery ${delivery.number}`}
      style={{ textDecoration: 'none', color: 'inherit', display: 'block' }}
    >
      <Stack gap={4}>
        <Text fw={600} fz="lg">
          {deliveryWhen(delivery)}
        </Text>
        <Text fz="md">{delivery.status_words}</Text>
        <Text fz="sm" c="gray.7">
          Delivery {delivery.number}
          {delivery.tracking_number ? ` · tracking ${delivery.tracking_number}` : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
