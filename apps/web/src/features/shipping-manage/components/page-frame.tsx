import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';

export interface PageFrameProps {
  title: string;
  description?: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
  /** False: the content is not wrapped in a paper (it brings its own). */
  paper?: boolean;
  children: ReactNode;
}

/** The frame of the planner's screens: back link, title, content; fits a 390 px phone and a laptop. */
export function PageFrame({ title, description, back, actions, paper = true, children }: PageFrameProps) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%" className="shipping-manage-page">
      <Stack gap="lg">
        {back && (
          <Anchor component={Link} to={back.to} fz="sm" data-print="hide">
            ← {back.label}
          </Anchor>
        )}
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {description && (
              <Text fz="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {actions}
        </Group>
        {paper ? (
          <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
            {children}
          </Paper>
        ) : (
          children
        )}
      </Stack>
    </Container>
  );
}
