import { Button, Stack, Text } from '@mantine/core';
import { formErrorText } from '../../../lib/http-error';

/** A failed list's message and "Try again", inside the table's empty-text paragraph (spans only). */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Stack component="span" gap={6} align="center">
      <Text span fz="sm" c="red">
        {formErrorText(error)}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
