import { useId } from 'react';
import { ActionIcon, Group, Input, TextInput } from '@mantine/core';
import { QUANTITY } from '../defaults';
import { MinusIcon, PlusIcon } from '../icons';

/**
 * The quantity a typed text stands for (foundation §5): empty or starting with 0 -> min; at or above max -> max;
 * below min -> min. Characters other than digits are ignored.
 */
export function clampQuantity(text: string, min: number = QUANTITY.min, max: number = QUANTITY.max): number {
  const digits = text.replace(/\D/g, '');
  if (digits === '' || digits.startsWith('0')) return min;
  const value = Number(digits);
  if (value >= max) return max;
  return Math.max(value, min);
}

export interface QuantityInputProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Accessible name of the field ('Quantity' by default); shown above it when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

/** A number field between min and max with minus and plus buttons (both bounds default to 0). */
export function QuantityInput({
  value,
  onChange,
  min = QUANTITY.min,
  max = QUANTITY.max,
  label = 'Quantity',
  showLabel = false,
  disabled = false,
  size = 'sm',
}: QuantityInputProps) {
  const id = useId();
  return (
    <Input.Wrapper label={showLabel ? label : undefined} labelProps={{ htmlFor: id }}>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size={size === 'xs' ? 'md' : 'lg'}
          aria-label={`Decrease ${label.toLowerCase()}`}
          disabled={disabled || value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <MinusIcon />
        </ActionIcon>
        <TextInput
          id={id}
          aria-label={showLabel ? undefined : label}
          size={size}
          w={64}
          inputMode="numeric"
          styles={{ input: { textAlign: 'center' } }}
          disabled={disabled}
          value={String(value)}
          onChange={(event) => onChange(clampQuantity(event.currentTarget.value, min, max))}
        />
        <ActionIcon
          variant="default"
          size={size === 'xs' ? 'md' : 'lg'}
          aria-label={`Increase ${label.toLowerCase()}`}
          disabled={disabled || value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <PlusIcon />
        </ActionIcon>
      </Group>
    </Input.Wrapper>
  );
}
