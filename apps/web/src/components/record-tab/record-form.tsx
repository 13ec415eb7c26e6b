import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { z } from 'zod';
import { useAppForm } from '../form/use-app-form';

/**
 * A record form's state: `useAppForm` over `initialValues` checked with `schema`; its submit sends the body the
 * values make through `send`, and a refusal lands on the fields (the rest above them).
 */
export function useRecordForm<V extends Record<string, unknown>, B>(input: {
  initialValues: V;
  schema: z.ZodType;
  body: (values: V) => B;
  send: (body: B) => Promise<unknown>;
}) {
  const form = useAppForm<V>({ initialValues: input.initialValues, schema: input.schema });
  const submit = form.onSubmit(async (values) => {
    try {
      await input.send(input.body(values));
    } catch (error) {
      form.fail(error);
    }
  });
  return { form, submit };
}

export interface RecordFormProps {
  /** Accessible name of the form. */
  label: string;
  /** `form.onSubmit(...)` of the record's `useAppForm`. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** `form.formError`: shown above the fields under `errorTitle`. */
  formError: string | null;
  errorTitle: string;
  submitLabel: string;
  pending: boolean;
  /** Other buttons, on the left of the submit button's line (a delete). */
  actions?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** A record's edit form: the failure above the fields, the submit button (and any other actions) under them. */
export function RecordForm({ label, onSubmit, formError, errorTitle, submitLabel, pending, actions, children }: RecordFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" title={errorTitle} role="alert">
            {formError}
          </Alert>
        )}
        {children}
        <Group justify={actions ? 'space-between' : 'flex-end'} gap="sm">
          {actions}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
