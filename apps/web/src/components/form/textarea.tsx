import type { ReactNode } from 'react';
import { Textarea as MantineTextarea, type TextareaProps as MantineTextareaProps } from '@mantine/core';
import { TEXTAREA_ROWS } from '../defaults';
import { fieldMessages, type FieldErrorValue } from './field-error';
import { RequiredLabel } from './required-label';

export interface TextareaProps extends Omit<MantineTextareaProps, 'error' | 'description'> {
  /** Help text under the field; an error replaces it. */
  note?: ReactNode;
  error?: FieldErrorValue;
}

/** Multi-line text, 5 rows by default (foundation §9). */
export function Textarea({ note, error, label, required, rows = TEXTAREA_ROWS, ...props }: TextareaProps) {
  return (
    <MantineTextarea
      rows={rows}
      required={required}
      withAsterisk={false}
      label={label !== undefined ? <RequiredLabel required={Boolean(required)}>{label}</RequiredLabel> : undefined}
      {...fieldMessages({ note, error })}
      {...props}
    />
  );
}
