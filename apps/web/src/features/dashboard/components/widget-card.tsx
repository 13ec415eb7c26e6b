import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

export interface WidgetCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
  /** The widget's key, for tests and styling. */
  widget: string;
}

/** The frame of one dashboard widget. */
export function WidgetCard({ title, description, actions, children, widget }: WidgetCardProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      h="100%"
      component="section"
      aria-label={typeof title === 'string' ? title : undefined}
      data-widget={widget}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Title order={2} fz="lg">
              {title}
            </Title>
            {description && (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
