import { NumberInput } from '@mantine/core';

export interface EditorCellProps {
  label: string;
  value: number | string;
  changed: boolean;
  error?: string;
  disabled?: boolean;
  /** Dollars with cents (the unit cost); whole numbers otherwise. */
  money?: boolean;
  title?: string;
  /** A visible label above the input, for the phone layout where the grid has no column headers. */
  caption?: string;
  onChange: (value: number | string) => void;
}

const CHANGED = { backgroundColor: 'var(--mantine-color-yellow-0)', borderColor: 'var(--mantine-color-yellow-6)' };

/** One editable number of the stock editor; a changed cell is tinted until saved. */
export function EditorCell({ label, value, changed, error, disabled, money = false, title, caption, onChange }: EditorCellProps) {
  return (
    <NumberInput
      aria-label={label}
      label={caption}
      title={title}
      size="xs"
      // Under a caption (the phone layout) the input takes its grid cell's width.
      w={caption ? '100%' : money ? 104 : 84}
      hideControls
      min={0}
      allowNegative={false}
      allowDecimal={money}
      decimalScale={money ? 2 : undefined}
      prefix={money ? '$' : undefined}
      thousandSeparator={money ? ',' : undefined}
      value={value}
      onChange={onChange}
      disabled={disabled}
      error={error}
      styles={{ input: { textAlign: 'right', ...(changed && !error ? CHANGED : {}) }, error: { maxWidth: 200, whiteSpace: 'normal' } }}
    />
  );
}
