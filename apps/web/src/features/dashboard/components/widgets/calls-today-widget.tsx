import { SimpleGrid, Stack, Text } from '@mantine/core';
import { WidgetCard } from '../widget-card';
import { WidgetData } from './widget-data';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0} align="center" role="group" aria-label={`${label}: ${value}`}>
      <Text fz={28} fw={700} lh={1.1}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
    </Stack>
  );
}

/** Inbound and outbound calls logged today. */
export function CallsTodayWidget({ title }: { title: string }) {
  return (
    <WidgetCard widget="calls-today" title={title}>
      <WidgetData widget="calls-today">
        {(data) => (
          <SimpleGrid cols={3} spacing="xs">
            <Figure label="Inbound" value={data.inbound} />
            <Figure label="Outbound" value={data.outbound} />
            <Figure label="Total" value={data.total} />
          </SimpleGrid>
        )}
      </WidgetData>
    </WidgetCard>
  );
}
