import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { isValidTime, parseUsDate } from '@dme/contract';
import { MaskedInput } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useAddTimeslot } from '../api/timeslots';
import { localInstant } from './format';

type Kind = 'offered' | 'agreed';

/** Offers a delivery window to the patient, or records the one agreed with them (date and times in the browser's zone). */
export function TimeslotForm({ suborderId }: { suborderId: number }) {
  const add = useAddTimeslot(suborderId);
  const [date, setDate] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [kind, setKind] = useState<Kind>('offered');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Record<string, string> = {};
    if (!parseUsDate(date)) found.date = 'Enter a real date (mm/dd/yyyy).';
    if (!isValidTime(from)) found.from = 'Enter the start time.';
    if (!isValidTime(to)) found.to = 'Enter the end time.';
    const startsAt = found.date || found.from ? null : localInstant(date, from);
    const endsAt = found.date || found.to ? null : localInstant(date, to);
    if (startsAt && endsAt && endsAt <= startsAt) found.to = 'The window must end after it starts.';
    setErrors(found);
    if (!startsAt || !endsAt || Object.keys(found).length > 0) return;
    try {
      await add.mutateAsync({ starts_at: startsAt, ends_at: endsAt, status: kind });
      notify.success(kind === 'agreed' ? 'The agreed window was saved' : 'The window was offered');
      setFrom('');
      setTo('');
    } catch (error) {
      const server = readServerError(error);
      if (server.status === 422 && server.errors) {
        setErrors({ date: server.errors.starts_at?.join(', ') ?? '', to: server.errors.ends_at?.join(', ') ?? '' });
      }
      setFailure(formErrorText(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Delivery window" noValidate>
      <Stack gap="xs">
        <SegmentedControl
          size="xs"
          aria-label="Kind of window"
          value={kind}
          onChange={(value) => setKind(value as Kind)}
          data={[
            { value: 'offered', label: 'Offer to the patient' },
            { value: 'agreed', label: 'Agreed with the patient' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <Group gap="xs" align="flex-start" wrap="wrap">
          <MaskedInput mask="date" label="Date" value={date} onChange={(masked) => setDate(masked)} error={errors.date || undefined} w={150} />
          <TextInput type="time" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} error={errors.from || undefined} w={130} />
          <TextInput type="time" label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} error={errors.to || undefined} w={130} />
          <Button type="submit" loading={add.isPending} mt={{ base: 0, xs: 24 }}>
            {kind === 'agreed' ? 'Save agreed window' : 'Offer window'}
          </Button>
        </Group>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
