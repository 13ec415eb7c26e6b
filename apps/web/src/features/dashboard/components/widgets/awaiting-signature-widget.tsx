import { Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@dme/contract';
import { StatusBadge } from '../../../../components';
import { WidgetCard } from '../widget-card';
import { WidgetData } from './widget-data';

/** Orders waiting for the prescription or face-to-face signature, oldest first. */
export function AwaitingSignatureWidget({ title }: { title: string }) {
  return (
    <WidgetCard widget="awaiting-signature" title={title}>
      <WidgetData widget="awaiting-signature">
        {(data) =>
          data.orders.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing is waiting for your signature.
            </Text>
          ) : (
            <Stack gap={6}>
              {data.orders.map((order) => (
                <Group key={order.id} justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">
                    Order #{order.id} · {formatDate(order.created_at)}
                  </Text>
                  <StatusBadge status={order.status} />
                </Group>
              ))}
              {data.total > data.orders.length && (
                <Text size="xs" c="dimmed">
                  and {data.total - data.orders.length} more
                </Text>
              )}
            </Stack>
          )
        }
      </WidgetData>
    </WidgetCard>
  );
}
