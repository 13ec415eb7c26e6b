import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Switch, TextInput } from '@mantine/core';
import { AUTO_TRACKING_EVENTS, trackingActionBody, type AutoTrackingEvent, type TrackingAction, type TrackingKind } from '@dme/contract';
import { FormErrorText, useAppForm } from '../../../components';
import { useSaveAction } from '../api/save-action';

const EVENTS = Object.entries(AUTO_TRACKING_EVENTS).map(([value, label]) => ({ value, label }));

/** The action as typed: named as the body's fields, so the server's field errors land on them. */
interface ActionValues extends Record<string, unknown> {
  name: string;
  kind: TrackingKind;
  /** '' while the number input is empty (the contract then says the amount must be a number). */
  amount: number | string;
  auto_event: AutoTrackingEvent | null;
  is_active: boolean;
}

const valuesOf = (action: TrackingAction | null): ActionValues => ({
  name: action?.name ?? '',
  kind: action?.kind ?? 'points',
  amount: action?.amount ?? 1,
  auto_event: action?.auto_event ?? null,
  is_active: action?.is_active ?? true,
});

/** Name, points or minutes, and whether the product records it by itself on an event. */
export function ActionForm({ action, onDone }: { action: TrackingAction | null; onDone: () => void }) {
  const form = useAppForm<ActionValues>({ schema: trackingActionBody, initialValues: valuesOf(action) });
  const save = useSaveAction(action?.id ?? null);
  const { name, kind } = form.getValues();
  const submit = form.onSubmit((values) => save.mutate(trackingActionBody.parse(values), { onSuccess: onDone, onError: form.fail }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={80} {...form.getInputProps('name')} data-autofocus />
        <SegmentedControl
          aria-label="Counts in"
          value={kind}
          onChange={(value) => form.setFieldValue('kind', value as TrackingKind)}
          data={[
            { value: 'points', label: 'Points' },
            { value: 'minutes', label: 'Minutes of work' },
          ]}
        />
        <NumberInput
          label={kind === 'points' ? 'Points' : 'Minutes'}
          required
          min={1}
          max={1000}
          allowDecimal={false}
          {...form.getInputProps('amount')}
        />
        <Select
          label="Recorded automatically"
          description="Leave empty for an action staff record by hand."
          placeholder="By hand"
          clearable
          data={EVENTS}
          {...form.getInputProps('auto_event')}
        />
        <Switch label="Active" {...form.getInputProps('is_active', { type: 'checkbox' })} />
        <FormErrorText error={form.formError} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!name.trim()}>
            {action ? 'Save' : 'Create action'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
