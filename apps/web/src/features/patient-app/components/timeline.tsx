import { Box, Text, Timeline } from '@mantine/core';
import { formatDateTime, type TimelineEntry } from '@dme/contract';

/** The order's history as the patient reads it, oldest first, the latest step highlighted. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <Text c="gray.7">Nothing has happened on this order yet.</Text>;
  return (
    <Box component="section" aria-label="Order timeline">
      <Timeline active={entries.length - 1} bulletSize={22} lineWidth={3}>
        {entries.map((e) => (
          <Timeline.Item
            key={e.key}
            title={
              <Text fw={600} fz="md">
                {e.title}
              </Text>
            }
            data-kind={e.kind}
            data-status={e.status ?? undefined}
          >
            {e.detail && <Text fz="md">{e.detail}</Text>}
            <Text fz="sm" c="gray.7">
              {formatDateTime(e.at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Box>
  );
}
