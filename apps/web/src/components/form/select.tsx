import type { ReactNode } from 'react';
import { Select as MantineSelect, type SelectProps as MantineSelectProps } from '@mantine/core';
import { DROPDOWN_OFFSET, SELECT_FIELDS } from '../defaults';
import { fieldMessages, type FieldErrorValue } from './field-error';
import { RequiredLabel } from './required-label';

export type OptionId = string | number;

export interface SelectProps<O extends object>
  extends Omit<MantineSelectProps, 'data' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'description'> {
  options: readonly O[];
  /** Field holding each option's identifier ('id' by default). */
  idField?: string;
  /** Field holding each option's display text ('title' by default). */
  textField?: string;
  value: OptionId | null | undefined;
  onChange: (value: OptionId | null, option: O | null) => void;
  note?: ReactNode;
  error?: FieldErrorValue;
}

const read = (option: object, field: string): unknown => (option as Record<string, unknown>)[field];

/** A select over API objects: reads `id` and `title` (or the given fields) and hands back the original id. */
export function Select<O extends object>({
  options,
  idField = SELECT_FIELDS.id,
  textField = SELECT_FIELDS.text,
  value,
  onChange,
  note,
  error,
  label,
  required,
  comboboxProps,
  ...props
}: SelectProps<O>) {
  const idOf = (option: O) => String(read(option, idField));
  return (
    <MantineSelect
      data={options.map((option) => ({ value: idOf(option), label: String(read(option, textField) ?? '') }))}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(next) => {
        const option = next === null ? null : (options.find((o) => idOf(o) === next) ?? null);
        onChange(option ? (read(option, idField) as OptionId) : null, option);
      }}
      required={required}
      withAsterisk={false}
      label={label !== undefined ? <RequiredLabel required={Boolean(required)}>{label}</RequiredLabel> : undefined}
      comboboxProps={{ offset: DROPDOWN_OFFSET, ...comboboxProps }}
      {...fieldMessages({ note, error })}
      {...props}
    />
  );
}
