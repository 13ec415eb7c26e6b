import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Read-only label/value pairs; empty values show a dash. */
export function DetailGrid({ details }: { details: readonly Detail[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
      {details.map((d) => (
        <Stack key={d.label} gap={0}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {d.label}
          </Text>
          <Text component="div" fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {d.value === '' || d.value === null || d.value === undefined ? '—' : d.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
