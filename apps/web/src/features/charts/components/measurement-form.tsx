import { useState } from 'react';
import { Button, NumberInput, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { MEASUREMENT_FIELDS, MEASUREMENT_KIND_LABELS, MEASUREMENT_KINDS, type MeasurementChart, type MeasurementKind } from '@dme/contract';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useSaveMeasurement } from '../api/save-measurement';

const KIND_OPTIONS = MEASUREMENT_KINDS.map((value) => ({ value, label: MEASUREMENT_KIND_LABELS[value] }));

/** The kind's fields as number inputs; saving a sent chart voids its link (the server says so in the audit). */
export function MeasurementForm({ itemId, chart }: { itemId: number; chart: MeasurementChart | null }) {
  const save = useSaveMeasurement(itemId);
  const [kind, setKind] = useState<MeasurementKind>(chart?.kind ?? 'brace');
  const [values, setValues] = useState<Record<string, number | null>>(chart?.values ?? {});
  const [notes, setNotes] = useState(chart?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    setErrors({});
    const kept = Object.fromEntries(MEASUREMENT_FIELDS[kind].map((f) => [f.key, values[f.key] ?? null]));
    try {
      await save.mutateAsync({ kind, values: kept, notes });
      notify.success('The measurement chart is saved.');
    } catch (error) {
      const fields = readServerError(error).errors;
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^values\./, ''), v.join(', ')])));
      else notify.error(formErrorText(error));
    }
  };

  return (
    <Stack gap="sm">
      <Select label="Chart" data={KIND_OPTIONS} value={kind} onChange={(v) => v && setKind(v as MeasurementKind)} allowDeselect={false} error={errors.kind} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {MEASUREMENT_FIELDS[kind].map((f) => (
          <NumberInput
            key={`${kind}-${f.key}`}
            label={f.label}
            rightSection={<Text fz="xs" c="dimmed">{f.unit}</Text>}
            withAsterisk={f.required}
            min={0}
            decimalScale={2}
            value={values[f.key] ?? ''}
            onChange={(v) => setValues((old) => ({ ...old, [f.key]: typeof v === 'number' ? v : null }))}
            error={errors[f.key]}
          />
        ))}
      </SimpleGrid>
      <Textarea label="Notes" autosize minRows={2} maxLength={2000} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} error={errors.notes} />
      {chart?.status === 'sent' && (
        <Text fz="xs" c="orange">
          The chart was sent for signature: saving a change stops that link; send a new one after.
        </Text>
      )}
      <Button onClick={() => void submit()} loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
        Save measurements
      </Button>
    </Stack>
  );
}
