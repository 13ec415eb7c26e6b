import { Input, SegmentedControl } from '@mantine/core';
import { useId } from 'react';
import { BOOLEAN_TOGGLE_LABELS } from '../defaults';

export interface BooleanToggleProps {
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  label?: string;
  yesLabel?: string;
  noLabel?: string;
  disabled?: boolean;
  error?: string;
}

/** A two-way choice 'Yes' / 'No' (radio semantics: arrow keys move between the two). */
export function BooleanToggle({
  value,
  onChange,
  label,
  yesLabel = BOOLEAN_TOGGLE_LABELS.yes,
  noLabel = BOOLEAN_TOGGLE_LABELS.no,
  disabled,
  error,
}: BooleanToggleProps) {
  const labelId = useId();
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} error={error}>
      <SegmentedControl
        display="flex"
        w="fit-content"
        aria-labelledby={label ? labelId : undefined}
        value={value === true ? 'yes' : value === false ? 'no' : ''}
        onChange={(next) => onChange(next === 'yes')}
        data={[
          { value: 'yes', label: yesLabel },
          { value: 'no', label: noLabel },
        ]}
        disabled={disabled}
        color="green"
      />
    </Input.Wrapper>
  );
}
