import { Alert, List } from '@mantine/core';
import type { Refusal } from './use-submit-delivery';

/** The server's answer to a refused delivery (422, 404, 409): its message and each field's complaint. */
export function RefusalAlert({ refusal }: { refusal: Refusal | null }) {
  if (!refusal) return null;
  const details = Object.values(refusal.errors ?? {})
    .flat()
    .filter((text) => text !== refusal.message);
  return (
    <Alert color="red" title="Not accepted" role="alert">
      {refusal.message}
      {details.length > 0 && (
        <List size="sm" mt="xs">
          {details.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
