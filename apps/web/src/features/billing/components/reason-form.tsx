import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { FormErrorText, Textarea } from '../../../components';

export interface ReasonFormProps {
  label: string;
  submitLabel: string;
  required?: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** One reason in words (pending, appeal, a note on a paid marking). */
export function ReasonForm({ label, submitLabel, required = false, pending, error, onSubmit, onCancel }: ReasonFormProps) {
  const [reason, setReason] = useState('');
  return (
    <Stack gap="sm">
      <Textarea
        label={label}
        required={required}
        rows={3}
        maxLength={2000}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        data-autofocus
      />
      <FormErrorText error={error} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={() => onSubmit(reason.trim())} loading={pending} disabled={required && !reason.trim()}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
