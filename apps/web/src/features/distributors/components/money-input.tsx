import { NumberInput, type NumberInputProps } from '@mantine/core';

export interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  /** Dollars ('' for none). */
  value: number | string;
  onChange: (dollars: number | string) => void;
}

/** A dollar amount with cents (sent as integer cents by the caller, see dollarsToCents). */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  return (
    <NumberInput
      prefix="$"
      decimalScale={2}
      thousandSeparator=","
      allowNegative={false}
      min={0}
      max={1_000_000}
      hideControls
      value={value}
      onChange={onChange}
      {...props}
    />
  );
}
