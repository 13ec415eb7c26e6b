import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';

export interface StepFrameProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** Heading and body of one wizard step (the layout draws the stepper around it). */
export function StepFrame({ title, description, children }: StepFrameProps) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

export interface StepActionsProps {
  /** Path of the previous step; no Back button without one. */
  back?: string;
  /** The primary button: a submit button of the step's form, or a link. */
  next: ReactNode;
}

/** Back on the left, the way forward on the right (both full width on a phone). */
export function StepActions({ back, next }: StepActionsProps) {
  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="nowrap">
      {back ? (
        <Button component={Link} to={back} variant="default">
          Back
        </Button>
      ) : (
        <span />
      )}
      {next}
    </Group>
  );
}
