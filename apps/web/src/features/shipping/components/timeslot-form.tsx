import { Alert, Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { z } from 'zod';
import { isValidTime, parseUsDate, timeslotBody } from '@dme/contract';
import { inputOf, MaskedInput, useAppForm } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useAddTimeslot } from '../api/timeslots';
import { localInstant } from './format';

type Kind = 'offered' | 'agreed';
type TimeslotValues = { date: string; from: string; to: string; kind: Kind };

/** The window as instants in the browser's zone, or null for a part that is not a real date or time. */
function windowOf(v: TimeslotValues) {
  const date = parseUsDate(v.date) ? v.date : null;
  return {
    startsAt: date && isValidTime(v.from) ? localInstant(date, v.from) : null,
    endsAt: date && isValidTime(v.to) ? localInstant(date, v.to) : null,
  };
}

/** The form's schema: a real date and two times, then the contract's rule on the window (it ends after it starts). */
const timeslotForm = z.custom<TimeslotValues>().superRefine((v, ctx) => {
  const refuse = (field: keyof TimeslotValues, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (!parseUsDate(v.date)) refuse('date', 'Enter a real date (mm/dd/yyyy).');
  if (!isValidTime(v.from)) refuse('from', 'Enter the start time.');
  if (!isValidTime(v.to)) refuse('to', 'Enter the end time.');
  const { startsAt, endsAt } = windowOf(v);
  if (!startsAt || !endsAt) return;
  const parsed = timeslotBody.safeParse({ starts_at: startsAt, ends_at: endsAt, status: v.kind });
  if (!parsed.success) for (const issue of parsed.error.issues) refuse(issue.path[0] === 'starts_at' ? 'date' : 'to', issue.message);
});

/** Offers a delivery window to the patient, or records the one agreed with them (date and times in the browser's zone). */
export function TimeslotForm({ suborderId }: { suborderId: number }) {
  const add = useAddTimeslot(suborderId);
  const form = useAppForm<TimeslotValues>({ initialValues: { date: '', from: '', to: '', kind: 'offered' }, schema: timeslotForm });
  const kind = form.values.kind;

  const submit = form.onSubmit((values) => {
    const { startsAt, endsAt } = windowOf(values);
    if (!startsAt || !endsAt) return;
    add.mutate(
      { starts_at: startsAt, ends_at: endsAt, status: values.kind },
      {
        onSuccess: () => {
          notify.success(values.kind === 'agreed' ? 'The agreed window was saved' : 'The window was offered');
          form.setValues({ from: '', to: '' });
        },
        onError: (error) => {
          // The server names the instants: the start shows under the date, the end under "To".
          const { status, errors } = readServerError(error);
          if (status === 422 && errors) {
            form.setErrors({ date: errors.starts_at?.join(', ') ?? null, to: errors.ends_at?.join(', ') ?? null });
          }
          form.setFormError(formErrorText(error));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} aria-label="Delivery window" noValidate>
      <Stack gap="xs">
        <SegmentedControl
          size="xs"
          aria-label="Kind of window"
          {...form.getInputProps('kind')}
          data={[
            { value: 'offered', label: 'Offer to the patient' },
            { value: 'agreed', label: 'Agreed with the patient' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <Group gap="xs" align="flex-start" wrap="wrap">
          <MaskedInput mask="date" label="Date" {...inputOf(form, 'date')} w={150} />
          <TextInput type="time" label="From" {...form.getInputProps('from')} w={130} />
          <TextInput type="time" label="To" {...form.getInputProps('to')} w={130} />
          <Button type="submit" loading={add.isPending} mt={{ base: 0, xs: 24 }}>
            {kind === 'agreed' ? 'Save agreed window' : 'Offer window'}
          </Button>
        </Group>
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
