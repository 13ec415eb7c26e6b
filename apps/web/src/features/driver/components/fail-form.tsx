import { useState, type FormEvent } from 'react';
import { Button, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { FAILED_DELIVERY_LABELS, FAILED_DELIVERY_REASONS } from '@dme/contract';
import type { DeliveryFormProps } from './deliver-form';
import { RefusalAlert } from './refusal-alert';
import { fixFields, fixText, useFix } from './use-fix';
import { useSubmitDelivery } from './use-submit-delivery';

const REASON_OPTIONS = [
  { value: '', label: 'Choose…' },
  ...FAILED_DELIVERY_REASONS.map((value) => ({ value, label: FAILED_DELIVERY_LABELS[value] })),
];

/** The stop could not be delivered: why, a note, and where and when the driver was. */
export function FailForm({ routeId, point, onStarted, onBack }: DeliveryFormProps & { onBack: () => void }) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const fix = useFix();
  const { submit, busy, refusal } = useSubmitDelivery(routeId, point, onStarted);
  // "Other" says nothing on its own: the office needs the driver's words.
  const noteMissing = reason === 'other' && note.trim() === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason === '' || noteMissing || busy) return;
    const at = new Date().toISOString();
    const position = await fix.current();
    await submit({ outcome: 'failed', fields: { reason, note: note.trim(), ...fixFields(position), at }, files: [] });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Could not deliver">
      <Stack gap="md">
        <NativeSelect
          size="md"
          label="Why could it not be delivered?"
          required
          data={REASON_OPTIONS}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={tried && reason === '' ? 'Pick why it could not be delivered.' : undefined}
        />
        <Textarea
          size="md"
          label={reason === 'other' ? 'Note' : 'Note (optional)'}
          required={reason === 'other'}
          value={note}
          maxLength={1000}

          rows={3}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={tried && noteMissing ? 'Say what happened.' : undefined}
        />
        <Text size="sm" c="dimmed" role="status">
          {fixText(fix)}
        </Text>
        <RefusalAlert refusal={refusal} />
        <Button type="submit" size="lg" fullWidth color="red" loading={busy}>
          Record as not delivered
        </Button>
        <Button variant="subtle" size="md" onClick={onBack}>
          Back to delivery
        </Button>
      </Stack>
    </form>
  );
}
