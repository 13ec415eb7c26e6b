import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { formErrorText } from '../../lib/http-error';

/** What a list shows without rows: its failure with a way to try again, else why it is empty. */
export function listEmptyText(list: { isError: boolean; error: unknown; refetch: () => unknown }, empty: ReactNode): ReactNode {
  if (!list.isError) return empty;
  return (
    <Stack gap={6} align="center">
      <Text fz="sm" c="red">
        {formErrorText(list.error)}
      </Text>
      <Button size="xs" variant="light" onClick={() => void list.refetch()}>
        Try again
      </Button>
    </Stack>
  );
}
