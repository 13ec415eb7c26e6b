import type { ReactNode } from 'react';
import { Center, Loader, Stack, Title } from '@mantine/core';
import { EndState, EndStateText } from '../../../components';
import { readServerError } from '../../../lib/http-error';

/** A driver screen: one column with room for thumbs at 390 px, the same column on a laptop. */
export function PageFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} pb="xl">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}

export const NotFound = ({ what }: { what: string }) => <EndState kind="info" title={`${what} not found`} large />;

/** A load that failed: "not found" for a 404 (another driver's route), else a retry. */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const { status, message } = readServerError(error);
  if (status === 404) return <NotFound what={what} />;
  return (
    <EndState kind="warning" title={`Could not load the ${what.toLowerCase()}`} onRetry={onRetry} large>
      <EndStateText large>{message ?? 'Check the connection and try again.'}</EndStateText>
    </EndState>
  );
}
