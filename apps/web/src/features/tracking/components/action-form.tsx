import { useState } from 'react';
import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Switch, TextInput } from '@mantine/core';
import { AUTO_TRACKING_EVENTS, type AutoTrackingEvent, type TrackingAction, type TrackingKind } from '@dme/contract';
import { FormErrorText } from '../../../components';
import { readServerError } from '../../../lib/http-error';
import { useSaveAction } from '../api/save-action';

const EVENTS = Object.entries(AUTO_TRACKING_EVENTS).map(([value, label]) => ({ value, label }));

/** Name, points or minutes, and whether the product records it by itself on an event. */
export function ActionForm({ action, onDone }: { action: TrackingAction | null; onDone: () => void }) {
  const [name, setName] = useState(action?.name ?? '');
  const [kind, setKind] = useState<TrackingKind>(action?.kind ?? 'points');
  const [amount, setAmount] = useState<number | string>(action?.amount ?? 1);
  const [event, setEvent] = useState<string | null>(action?.auto_event ?? null);
  const [active, setActive] = useState(action?.is_active ?? true);
  const save = useSaveAction(action?.id ?? null);
  const errors = readServerError(save.error).errors ?? {};
  const submit = () =>
    save.mutate(
      { name: name.trim(), kind, amount: Number(amount), auto_event: (event as AutoTrackingEvent | null) ?? null, is_active: active },
      { onSuccess: onDone },
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={80} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name?.[0]} data-autofocus />
        <SegmentedControl
          aria-label="Counts in"
          value={kind}
          onChange={(v) => setKind(v as TrackingKind)}
          data={[
            { value: 'points', label: 'Points' },
            { value: 'minutes', label: 'Minutes of work' },
          ]}
        />
        <NumberInput label={kind === 'points' ? 'Points' : 'Minutes'} required min={1} max={1000} allowDecimal={false} value={amount} onChange={setAmount} error={errors.amount?.[0]} />
        <Select
          label="Recorded automatically"
          description="Leave empty for an action staff record by hand."
          placeholder="By hand"
          clearable
          data={EVENTS}
          value={event}
          onChange={setEvent}
          error={errors.auto_event?.[0]}
        />
        <Switch label="Active" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
        {!Object.keys(errors).length && <FormErrorText error={save.error} />}
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
