import { Input, PinInput as MantinePinInput } from '@mantine/core';
import { PIN_LENGTH } from '../defaults';

export interface PinInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Called once all four digits are in. */
  onComplete?: (value: string) => void;
  /** Accessible name of the group; each box is named '{label} digit N'. */
  label?: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Shows dots instead of digits. */
  mask?: boolean;
}

/**
 * Four single-digit numeric boxes (foundation §5): focus moves forward after a digit and back on Backspace over
 * an empty box; pasting a whole code fills every box.
 */
export function PinInput({ value, onChange, onComplete, label = 'PIN', error, disabled, autoFocus, mask }: PinInputProps) {
  return (
    <Input.Wrapper error={error}>
      <MantinePinInput
        length={PIN_LENGTH}
        type="number"
        oneTimeCode
        aria-label={label}
        getInputProps={(index) => ({ 'aria-label': `${label} digit ${index + 1}` })}
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={Boolean(error)}
        disabled={disabled}
        autoFocus={autoFocus}
        mask={mask}
        placeholder=""
      />
    </Input.Wrapper>
  );
}
