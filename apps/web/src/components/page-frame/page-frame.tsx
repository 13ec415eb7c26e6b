import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';

export interface PageFrameProps {
  title: string;
  /** A line under the title. */
  description?: string;
  /** A link back up (new -> list); left out of a printout. */
  back?: { to: string; label: string };
  /** Buttons on the title's line. */
  actions?: ReactNode;
  /** False: the content is not wrapped in a paper (it brings its own). */
  paper?: boolean;
  /** A class on the page (a module's print or layout rules). */
  className?: string;
  children: ReactNode;
}

/** The frame of a back-office screen: back link, title, content; fits a 375 px phone and a laptop. */
export function PageFrame({ title, description, back, actions, paper = true, className, children }: PageFrameProps) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%" className={className}>
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
        {paper ? <PagePaper>{children}</PagePaper> : children}
      </Stack>
    </Container>
  );
}

/** The framed sheet a page's content sits on (a page with several sheets uses it directly). */
export function PagePaper({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      {children}
    </Paper>
  );
}
