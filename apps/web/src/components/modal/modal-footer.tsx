import { Button, Group, Text } from '@mantine/core';

export interface ModalFooterProps {
  /** The server's words for a refusal that names no field (a 409), or the form's own error. */
  error: string | null;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  disabled?: boolean;
}

/** The error line and the Cancel / submit buttons of a modal form (its error: `form.formError`, or a refusal in the server's words). */
export function ModalFooter({ error, submitLabel, pending, onCancel, disabled }: ModalFooterProps) {
  return (
    <>
      {error && (
        <Text role="alert" c="red" fz="sm">
          {error}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
