import { Button, NumberInput, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { z } from 'zod';
import { MEASUREMENT_FIELDS, MEASUREMENT_KIND_LABELS, MEASUREMENT_KINDS, saveMeasurementBody, type MeasurementChart, type MeasurementKind } from '@dme/contract';
import { FormErrorText, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useSaveMeasurement } from '../api/save-measurement';

const KIND_OPTIONS = MEASUREMENT_KINDS.map((value) => ({ value, label: MEASUREMENT_KIND_LABELS[value] }));

interface MeasurementValues extends Record<string, unknown> {
  kind: MeasurementKind;
  /** Every value typed so far, of any kind: only the chosen kind's go out. */
  values: Record<string, number | string | null>;
  notes: string;
}

/** The contract's body, from the chosen kind's values (an emptied input is no value). */
const schema = z
  .object({ kind: z.enum(MEASUREMENT_KINDS), values: z.record(z.string(), z.unknown()), notes: z.string() })
  .transform(({ kind, values, notes }): z.input<typeof saveMeasurementBody> => ({
    kind,
    values: Object.fromEntries(MEASUREMENT_FIELDS[kind].map((f) => [f.key, typeof values[f.key] === 'number' ? (values[f.key] as number) : null])),
    notes,
  }))
  .pipe(saveMeasurementBody);

/** The kind's fields as number inputs; saving a sent chart voids its link (the server says so in the audit). */
export function MeasurementForm({ itemId, chart }: { itemId: number; chart: MeasurementChart | null }) {
  const save = useSaveMeasurement(itemId);
  const form = useAppForm<MeasurementValues>({
    schema,
    initialValues: { kind: chart?.kind ?? 'brace', values: chart?.values ?? {}, notes: chart?.notes ?? '' },
  });
  const { kind, values } = form.getValues();
  const submit = form.onSubmit((typed) =>
    save.mutate(schema.parse(typed), { onSuccess: () => notify.success('The measurement chart is saved.'), onError: form.fail }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select label="Chart" data={KIND_OPTIONS} {...form.getInputProps('kind')} allowDeselect={false} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {MEASUREMENT_FIELDS[kind].map((f) => (
            <NumberInput
              key={`${kind}-${f.key}`}
              label={f.label}
              rightSection={<Text fz="xs" c="dimmed">{f.unit}</Text>}
              withAsterisk={f.required}
              min={0}
              decimalScale={2}
              {...form.getInputProps(`values.${f.key}`)}
              value={values[f.key] ?? ''}
            />
          ))}
        </SimpleGrid>
        <Textarea label="Notes" autosize minRows={2} maxLength={2000} {...form.getInputProps('notes')} />
        {chart?.status === 'sent' && (
          <Text fz="xs" c="orange">
            The chart was sent for signature: saving a change stops that link; send a new one after.
          </Text>
        )}
        <FormErrorText error={form.formError} />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          Save measurements
        </Button>
      </Stack>
    </form>
  );
}
