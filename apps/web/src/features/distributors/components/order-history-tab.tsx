import { Paper, Stack, Text, Timeline } from '@mantine/core';
import { formatDateTime, type DistributionOrderDetail } from '@dme/contract';
import { OrderStatusBadge } from './badges';

/** `show.history`: the order's events, oldest first: created, sent, each receipt, cancelled. */
export function OrderHistoryTab({ order }: { order: DistributionOrderDetail }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {order.events.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No history yet.
        </Text>
      ) : (
        <Timeline active={order.events.length - 1} bulletSize={14} lineWidth={2} aria-label="Order history">
          {order.events.map((e) => (
            <Timeline.Item key={e.id} title={<OrderStatusBadge status={e.status} />}>
              <Stack gap={2} mt={4}>
                {e.note && (
                  <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {e.note}
                  </Text>
                )}
                <Text fz="xs" c="dimmed">
                  {formatDateTime(e.created_at)}
                  {e.user ? ` · ${e.user.name}` : ''}
                </Text>
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
