import { Group, Stack, Text, TextInput } from '@mantine/core';
import type { LineDraft } from './form-values';

type LineField = Exclude<keyof LineDraft, 'id' | 'label'>;

export interface LineFieldsProps {
  index: number;
  label: string;
  /** The form's props for a field of this line (`lines.{i}.{field}`): value, onChange, error. */
  inputProps: (field: LineField) => object;
}

/** A line's modifiers, units, charge, dates and diagnosis pointers; labels name the line for screen readers. */
export function LineFields({ index, label, inputProps }: LineFieldsProps) {
  const n = index + 1;
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput label="Modifiers" aria-label={`Line ${n} modifiers`} placeholder="RR KX" {...inputProps('modifiers')} w={110} />
        <TextInput label="Units" aria-label={`Line ${n} units`} inputMode="numeric" {...inputProps('units')} w={80} />
        <TextInput label="Charge ($)" aria-label={`Line ${n} charge`} inputMode="decimal" {...inputProps('charge_cents')} w={120} />
        <TextInput label="From" aria-label={`Line ${n} service date`} type="date" {...inputProps('service_date')} w={150} />
        <TextInput label="To" aria-label={`Line ${n} service end date`} type="date" {...inputProps('service_date_end')} w={150} />
        <TextInput label="Pointers" aria-label={`Line ${n} diagnosis pointers`} placeholder="1 2" {...inputProps('diagnosis_pointers')} w={100} />
      </Group>
    </Stack>
  );
}
