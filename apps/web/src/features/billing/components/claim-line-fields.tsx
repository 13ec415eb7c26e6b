import { Group, Stack, Text, TextInput } from '@mantine/core';

/** One claim line as typed: everything a string until the form builds the body. */
export interface LineDraft {
  id: number;
  label: string;
  modifiers: string;
  units: string;
  /** Dollars, e.g. "125.50". */
  charge: string;
  serviceDate: string;
  serviceDateEnd: string;
  pointers: string;
}

export interface LineFieldsProps {
  index: number;
  line: LineDraft;
  /** The server's message for a field of this line (`lines.{i}.{field}`). */
  error: (field: string) => string | undefined;
  onChange: (patch: Partial<LineDraft>) => void;
}

/** A line's modifiers, units, charge, dates and diagnosis pointers; labels name the line for screen readers. */
export function LineFields({ index, line, error, onChange }: LineFieldsProps) {
  const n = index + 1;
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={600}>
        {line.label}
      </Text>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          label="Modifiers"
          aria-label={`Line ${n} modifiers`}
          placeholder="RR KX"
          value={line.modifiers}
          onChange={(e) => onChange({ modifiers: e.currentTarget.value })}
          error={error('modifiers')}
          w={110}
        />
        <TextInput
          label="Units"
          aria-label={`Line ${n} units`}
          inputMode="numeric"
          value={line.units}
          onChange={(e) => onChange({ units: e.currentTarget.value })}
          error={error('units')}
          w={80}
        />
        <TextInput
          label="Charge ($)"
          aria-label={`Line ${n} charge`}
          inputMode="decimal"
          value={line.charge}
          onChange={(e) => onChange({ charge: e.currentTarget.value })}
          error={error('charge_cents')}
          w={120}
        />
        <TextInput
          label="From"
          aria-label={`Line ${n} service date`}
          type="date"
          value={line.serviceDate}
          onChange={(e) => onChange({ serviceDate: e.currentTarget.value })}
          error={error('service_date')}
          w={150}
        />
        <TextInput
          label="To"
          aria-label={`Line ${n} service end date`}
          type="date"
          value={line.serviceDateEnd}
          onChange={(e) => onChange({ serviceDateEnd: e.currentTarget.value })}
          error={error('service_date_end')}
          w={150}
        />
        <TextInput
          label="Pointers"
          aria-label={`Line ${n} diagnosis pointers`}
          placeholder="1 2"
          value={line.pointers}
          onChange={(e) => onChange({ pointers: e.currentTarget.value })}
          error={error('diagnosis_pointers')}
          w={100}
        />
      </Group>
    </Stack>
  );
}
