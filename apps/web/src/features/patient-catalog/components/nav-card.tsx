import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';

/** A whole-width row to tap (at least 56 px high): a category, a sub-category, an item. */
export function NavCard({ to, title, detail, aside }: { to: string; title: string; detail?: ReactNode; aside?: ReactNode }) {
  return (
    <UnstyledButton component={Link} to={to} w="100%">
      <Paper withBorder radius="md" px="md" py="sm" mih={56}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} fz="md" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            {detail && (
              <Text fz="sm" c="gray.7">
                {detail}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            {aside}
            <Text aria-hidden c="gray.7" fz="lg">
              ›
            </Text>
          </Group>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
