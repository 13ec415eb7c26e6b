import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';

export interface StockFrameProps {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** A link back up (one SKU -> the inventory). */
  back?: { to: string; label: string };
  /** Buttons on the title's line. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of the inventory screens: back link, title, then the sections; fits a 375 px phone and a laptop. */
export function StockFrame({ title, description, back, actions, children }: StockFrameProps) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="lg">
        {back && (
          <Anchor component={Link} to={back.to} fz="sm">
            ← {back.label}
          </Anchor>
        )}
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {description && (
              <Text component="div" fz="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
