import { Link } from 'react-router';
import { Badge, Paper, Stack, Text } from '@mantine/core';
import { formatDate, type PatientOrderSummary } from '@dme/contract';
import { orderHref } from '../routes';

const COLORS: Record<string, string> = {
  Delivered: 'teal',
  Completed: 'teal',
  'Delivery scheduled': 'blue',
  Approved: 'blue',
  'Needs your consent': 'orange',
};

export function StatusBadge({ label }: { label: string }) {
  return (
    <Badge variant="filled" color={COLORS[label] ?? 'dark'} tt="none" size="lg">
      {label}
    </Badge>
  );
}

/** One order as a large tap target: what it is, where it stands, the next step in words. */
export function OrderCard({ order }: { order: PatientOrderSummary }) {
  const what = order.items.map((i) => (i.quantity > 1 ? `${i.name} × ${i.quantity}` : i.name)).join(', ') || 'Order';
  return (
    <Paper
      component={Link}
      to={orderHref(order.id)}
      withBorder
      radius="md"
      p="md"
      aria-label={`Order ${order.id}: ${what}`}
      style={{ textDecoration: 'none', color: 'inherit', display: 'block' }}
    >
      <Stack gap={6}>
        <StatusBadge label={order.status_label} />
        <Text fw={600} fz="lg" lineClamp={2}>
          {what}
        </Text>
        <Text fz="md">{order.status_words}</Text>
        <Text fz="sm" c="gray.7">
          Order {order.id} · {formatDate(order.created_at)}
          {order.supplier ? ` · ${order.supplier}` : ''}
          {order.is_refill ? ' · refill' : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
