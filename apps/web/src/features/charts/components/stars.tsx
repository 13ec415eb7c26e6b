import { Group, Rating, Text } from '@mantine/core';

/** A score (1-5, may have decimals) as stars and its number; a dash when there is none. */
export function Score({ value, size = 'sm' }: { value: number | null; size?: 'xs' | 'sm' | 'md' }) {
  if (value === null) return <Text fz="sm" c="dimmed">—</Text>;
  return (
    <Group gap={6} wrap="nowrap" aria-label={`${value.toFixed(2).replace(/\.?0+$/, '')} of 5`}>
      <Rating value={value} fractions={4} readOnly size={size} />
      <Text fz="sm" fw={600}>
        {value.toFixed(1)}
      </Text>
    </Group>
  );
}
