import { useNavigate } from 'react-router';
import { Alert, Button, Divider, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { z } from 'zod';
import { createVendorDoctorBody, isValidNpi, MASKS, unmask } from '@dme/contract';
import { MaskedInput, RequiredLabel, Textarea, useAppForm } from '../../../components';
import { readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCreateDoctor } from '../api/create-doctor';
import { doctorTabHref } from '../routes';

/** An NPI is 10 digits (the spec's 9-slot NPI mask cannot hold one, as the invitation's NPI check notes). */
const NPI_LENGTH = 10;
export const NPI_CHECK_MESSAGE = 'The NPI must be 10 digits starting with 1 or 2, with a valid check digit.';

type DoctorValues = {
  npi: string;
  name: string;
  email: string;
  practice_name: string;
  specialty: string;
  phone: string;
  notes: string;
};
const EMPTY: DoctorValues = { npi: '', name: '', email: '', practice_name: '', specialty: '', phone: '', notes: '' };

/** Only what was filled in is sent: a doctor on the portal is linked as is and ignores the rest. */
function bodyOf(values: DoctorValues) {
  const filled = Object.entries({ ...values, phone: unmask(values.phone, MASKS.phone) })
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([, value]) => value !== '');
  return { ...Object.fromEntries(filled), npi: values.npi } as { npi: string } & Partial<DoctorValues>;
}

/** Checked as the body it sends (the CMS check digit included), with the server's rules and words. */
const doctorFormSchema = z.preprocess((values) => bodyOf(values as DoctorValues), createVendorDoctorBody);

/**
 * "Add doctor" by NPI. The check digit is checked here (the CMS rule, the contract's `isValidNpi`) before the
 * server is asked; the server's answers land under the fields they name (a 409 "already in your list" under NPI).
 */
export function DoctorCreateForm() {
  const navigate = useNavigate();
  const create = useCreateDoctor();
  const form = useAppForm<DoctorValues>({ initialValues: EMPTY, schema: doctorFormSchema });
  const npi = form.values.npi;
  const npiComplete = npi.length === NPI_LENGTH;

  const submit = form.onSubmit((values) => {
    form.clearFormError();
    create.mutate(bodyOf(values), {
      onSuccess: (doctor) => {
        notify.success(doctor.is_verified ? `${doctor.name} was added` : `${doctor.name} was added and invited`);
        void navigate(doctorTabHref(doctor.id));
      },
      onError: (error) => {
        const { status, message } = readServerError(error);
        if (status === 409) form.setFieldError('npi', message ?? 'This doctor is already in your list.');
        else form.fail(error);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add doctor">
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" variant="light" title="Could not add the doctor" role="alert">
            {form.formError}
          </Alert>
        )}
        <MaskedInput
          mask="##########"
          label="NPI"
          required
          inputMode="numeric"
          autoComplete="off"
          placeholder="10 digits"
          note={
            npiComplete
              ? 'The check digit matches.'
              : 'A prescriber already on the portal is linked as is; the other fields are then not needed.'
          }
          {...form.getInputProps('npi')}
          value={npi}
          onChange={(_, raw) => form.setFieldValue('npi', raw)}
          // A complete NPI is checked as it is typed; the server's answer about it replaces that.
          error={(form.errors.npi as string | undefined) ?? (npiComplete && !isValidNpi(npi) ? NPI_CHECK_MESSAGE : undefined)}
          maw={360}
        />
        <Divider label="For a doctor new to the portal (an invitation is e-mailed)" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={<RequiredLabel>Name</RequiredLabel>} autoComplete="off" name="name" {...form.getInputProps('name')} />
          <TextInput
            label={<RequiredLabel>Email</RequiredLabel>}
            type="email"
            autoComplete="off"
            name="email"
            {...form.getInputProps('email')}
          />
          <TextInput label="Practice name" name="practice_name" {...form.getInputProps('practice_name')} />
          <TextInput label="Specialty" name="specialty" {...form.getInputProps('specialty')} />
          <MaskedInput mask="phone" label="Phone" name="phone" {...form.getInputProps('phone')} value={form.values.phone} />
        </SimpleGrid>
        <Textarea
          label="Notes"
          note="Your company's own notes; never shown to the practice."
          rows={3}
          name="notes"
          {...form.getInputProps('notes')}
        />
        <Text fz="xs" c="dimmed">
          Name and e-mail are required only when the NPI is not on the portal yet.
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Add doctor
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
