import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Container, Group, Paper, Stack, Title } from '@mantine/core';

export interface DirectoryPageProps {
  title: string;
  /** A link back up (list -> nothing; create -> list). */
  back?: { to: string; label: string };
  /** Buttons on the title's line. */
  actions?: ReactNode;
  /** False leaves the content without the framing paper (cards bring their own). */
  framed?: boolean;
  children: ReactNode;
}

/** The frame of the directory screens: back link, title, content; fits a 375 px phone and a laptop. */
export function DirectoryPage({ title, back, actions, framed = true, children }: DirectoryPageProps) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="lg">
        {back && (
          <Anchor component={Link} to={back.to} fz="sm">
            ← {back.label}
          </Anchor>
        )}
        <Group justify="space-between" gap="xs">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {actions}
        </Group>
        {framed ? (
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
