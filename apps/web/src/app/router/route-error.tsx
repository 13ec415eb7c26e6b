import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { reportError } from '../../lib/error-reporting';
import { isChunkLoadError, runVersionCheck } from '../../lib/version-check';

/** Last resort when a screen fails to load or render (e.g. a chunk of an older deployment is gone). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  useEffect(() => {
    // A lazy screen that cannot be imported usually means a newer deployment: compare and reload.
    if (isChunkLoadError(error)) void runVersionCheck();
    else reportError(error);
  }, [error]);
  return (
    <Center mih="100dvh" px="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} fz={28}>
          Something went wrong
        </Title>
        <Text c="dimmed" maw={420}>
          The page could not be shown. Reload to try again.
        </Text>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
        <Button mt="md" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Center>
  );
}
