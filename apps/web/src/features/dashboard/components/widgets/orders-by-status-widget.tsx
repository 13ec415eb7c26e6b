import { Group, Stack, Text } from '@mantine/core';
import { StatusBadge } from '../../../../components';
import { WidgetCard } from '../widget-card';
import { WidgetData } from './widget-data';

/** How many orders are in each status. */
export function OrdersByStatusWidget({ title }: { title: string }) {
  return (
    <WidgetCard widget="orders-by-status" title={title}>
      <WidgetData widget="orders-by-status">
        {(data) =>
          // Only the statuses that have orders: the catalogue is long and mostly empty on a quiet day.
          data.total === 0 ? (
            <Text size="sm" c="dimmed">
              No orders yet.
            </Text>
          ) : (
            <Stack gap={6}>
              {data.statuses
                .filter((s) => s.count > 0)
                .map((s) => (
                  <Group key={s.code} justify="space-between" gap="xs" wrap="nowrap">
                    <StatusBadge status={s.code} />
                    <Text fw={600} size="sm">
                      {s.count}
                    </Text>
                  </Group>
                ))}
              <Group justify="space-between" gap="xs" pt={4} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
                <Text size="sm" fw={600}>
                  Total
                </Text>
                <Text size="sm" fw={700}>
                  {data.total}
                </Text>
              </Group>
            </Stack>
          )
        }
      </WidgetData>
    </WidgetCard>
  );
}
