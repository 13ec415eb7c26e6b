import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { MASKS, MASK_DIGIT, applyMask, fillMask, maskPlaceholder, unmask, type MaskName } from '@dme/contract';
import { fieldMessages, type FieldErrorValue } from '../form/field-error';
import { RequiredLabel } from '../form/required-label';

export interface MaskedInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'error' | 'description'> {
  /** A mask name from the contract (`phone`, `zip`, `ssn`, `npi`, `medicaid`, ...) or a pattern with `#` digits. */
  mask: MaskName | (string & {});
  /** The masked text. */
  value: string;
  onChange: (masked: string, raw: string) => void;
  note?: ReactNode;
  error?: FieldErrorValue;
}

function patternOf(mask: string): string {
  return mask in MASKS ? MASKS[mask as MaskName] : mask;
}

/** Caret position just after the n-th digit of a masked text (before the first slot when n is 0). */
function caretAfterDigits(masked: string, pattern: string, n: number): number {
  if (n === 0) return Math.min(pattern.indexOf(MASK_DIGIT), masked.length);
  let seen = 0;
  for (let i = 0; i < masked.length; i++) if (pattern[i] === MASK_DIGIT && ++seen === n) return i + 1;
  return masked.length;
}

/**
 * A text field that keeps its text in one of the contract's masks as the user types, pastes or deletes
 * (the same `applyMask` the app uses to display such values). Backspace over a literal deletes the digit before it.
 */
export function MaskedInput({ mask, value, onChange, note, error, label, required, placeholder, onKeyDown, ...props }: MaskedInputProps) {
  const pattern = patternOf(mask);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const emit = (masked: string, digitsBeforeCaret: number) => {
    pendingCaret.current = caretAfterDigits(masked, pattern, digitsBeforeCaret);
    onChange(masked, unmask(masked, pattern));
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    if (event.key !== 'Backspace' || start !== input.selectionEnd || start === 0 || pattern[start - 1] === MASK_DIGIT) return;
    // The character before the caret is a literal: delete the nearest digit before it instead.
    event.preventDefault();
    const digitsBefore = unmask(value.slice(0, start), pattern).length;
    if (digitsBefore === 0) return;
    const raw = unmask(value, pattern);
    emit(fillMask(raw.slice(0, digitsBefore - 1) + raw.slice(digitsBefore), pattern), digitsBefore - 1);
  };

  return (
    <TextInput
      ref={inputRef}
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder ?? maskPlaceholder(pattern)}
      required={required}
      withAsterisk={false}
      label={label !== undefined ? <RequiredLabel required={Boolean(required)}>{label}</RequiredLabel> : undefined}
      {...fieldMessages({ note, error })}
      {...props}
      value={value}
      onKeyDown={keyDown}
      onChange={(event) => {
        const input = event.currentTarget;
        const caret = input.selectionStart ?? input.value.length;
        emit(applyMask(input.value, pattern), unmask(input.value.slice(0, caret), pattern).length);
      }}
    />
  );
}
