import { Stack } from '@mantine/core';
import type { z } from 'zod';
import { ModalFooter, Textarea, useAppForm } from '../../../components';

export interface ReasonFormProps {
  label: string;
  submitLabel: string;
  /** The body's field the words go in, and the contract's schema of that body (its rules are the form's). */
  name: 'note' | 'reason';
  schema: z.ZodType;
  required?: boolean;
  pending: boolean;
  /** Sends the words (trimmed; '' when none); `onError` puts the server's refusal on the form. */
  onSubmit: (text: string, handlers: { onError: (error: unknown) => void }) => void;
  onCancel: () => void;
}

/** One reason in words (pending, appeal, a note on a paid marking). */
export function ReasonForm({ label, submitLabel, name, schema, required = false, pending, onSubmit, onCancel }: ReasonFormProps) {
  const form = useAppForm<Record<string, string>>({ schema, initialValues: { [name]: '' } });
  const text = (form.getValues()[name] ?? '').trim();
  return (
    <form onSubmit={form.onSubmit(() => onSubmit(text, { onError: form.fail }))} noValidate>
      <Stack gap="sm">
        <Textarea label={label} required={required} rows={3} maxLength={2000} {...form.getInputProps(name)} data-autofocus />
        <ModalFooter submitLabel={submitLabel} pending={pending} error={form.formError} disabled={required && !text} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
