import { Paper, SimpleGrid, Text } from '@mantine/core';

/** The report's totals, each the sum of the rows below it. */
export function Totals({ items }: { items: { label: string; value: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: Math.min(items.length, 6) }} spacing="xs" aria-label="Totals">
      {items.map((i) => (
        <Paper key={i.label} withBorder p="xs" radius="md">
          <Text fz="xs" c="dimmed">
            {i.label}
          </Text>
          <Text fw={700} fz="lg" data-total={i.label}>
            {i.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
