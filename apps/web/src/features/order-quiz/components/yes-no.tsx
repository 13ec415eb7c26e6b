import { useId, type KeyboardEvent } from 'react';
import { Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import classes from './yes-no.module.css';

export interface YesNoProps {
  /** The question (names the radio group). */
  label: string;
  required?: boolean;
  value: boolean | null;
  onChange: (value: boolean) => void;
  /** `lg`: thumb-sized targets for the patient's phone. */
  size?: 'md' | 'lg';
  disabled?: boolean;
  /** Marks the question as still to answer. */
  error?: string | null;
}

const OPTIONS = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
] as const;

/** One question with a Yes and a No button (radio semantics: arrow keys move between the two). */
export function YesNo({ label, required, value, onChange, size = 'md', disabled, error }: YesNoProps) {
  const labelId = useId();
  const errorId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) {
      event.preventDefault();
      const next = value === true ? false : true;
      onChange(next);
      const group = event.currentTarget.parentElement;
      group?.querySelector<HTMLButtonElement>(`[data-answer="${next ? 'yes' : 'no'}"]`)?.focus();
    }
  };
  return (
    <Stack gap={6} data-question>
      <Text id={labelId} fz={size === 'lg' ? 'md' : 'sm'} fw={500} lh={1.4}>
        {label}
        {required && (
          <>
            <Text span c="red" ml={4} aria-hidden>
              *
            </Text>
            <VisuallyHidden> (required)</VisuallyHidden>
          </>
        )}
      </Text>
      <Group
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        gap="xs"
        grow
        wrap="nowrap"
        maw={size === 'lg' ? undefined : 260}
      >
        {OPTIONS.map((option) => {
          const checked = value === option.value;
          // Only one of the two is in the tab order: the chosen one, else Yes.
          const focusable = checked || (value === null && option.value);
          return (
            <UnstyledButton
              key={option.label}
              role="radio"
              aria-checked={checked}
              data-answer={option.value ? 'yes' : 'no'}
              data-size={size}
              tabIndex={focusable ? 0 : -1}
              disabled={disabled}
              className={classes.option}
              onClick={() => onChange(option.value)}
              onKeyDown={onKeyDown}
            >
              {option.label}
            </UnstyledButton>
          );
        })}
      </Group>
      {error && (
        <Text id={errorId} c="red" fz="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
