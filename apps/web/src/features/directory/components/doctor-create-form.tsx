import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Divider, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { isValidNpi, MASKS, unmask } from '@dme/contract';
import { MaskedInput, RequiredLabel, Textarea } from '../../../components';
import { readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { splitErrors, type FieldErrorMap } from '../../company';
import { useCreateDoctor } from '../api/create-doctor';
import { doctorTabHref } from '../routes';

/** An NPI is 10 digits (the spec's 9-slot NPI mask cannot hold one, as the invitation's NPI check notes). */
const NPI_LENGTH = 10;
export const NPI_CHECK_MESSAGE = 'The NPI must be 10 digits starting with 1 or 2, with a valid check digit.';

interface DoctorValues {
  npi: string;
  name: string;
  email: string;
  practice_name: string;
  specialty: string;
  phone: string;
  notes: string;
}
type Field = keyof DoctorValues;
const FIELDS: Field[] = ['npi', 'name', 'email', 'practice_name', 'specialty', 'phone', 'notes'];
const EMPTY: DoctorValues = { npi: '', name: '', email: '', practice_name: '', specialty: '', phone: '', notes: '' };

/** Only what was filled in is sent: a doctor on the portal is linked as is and ignores the rest. */
function bodyOf(values: DoctorValues) {
  const filled = Object.entries({ ...values, phone: unmask(values.phone, MASKS.phone) })
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([, value]) => value !== '');
  return { ...Object.fromEntries(filled), npi: values.npi } as { npi: string } & Partial<DoctorValues>;
}

/**
 * "Add doctor" by NPI. The check digit is checked here (the CMS rule, the contract's `isValidNpi`) before the
 * server is asked; the server's answers land under the fields they name (a 409 "already in your list" under NPI).
 */
export function DoctorCreateForm() {
  const navigate = useNavigate();
  const create = useCreateDoctor();
  const [values, setValues] = useState<DoctorValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => set(field, event.currentTarget.value),
    error: errors[field],
  });
  const npiComplete = values.npi.length === NPI_LENGTH;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!isValidNpi(values.npi)) {
      setErrors({ npi: NPI_CHECK_MESSAGE });
      return;
    }
    setErrors({});
    try {
      const doctor = await create.mutateAsync(bodyOf(values));
      notify.success(doctor.is_verified ? `${doctor.name} was added` : `${doctor.name} was added and invited`);
      void navigate(doctorTabHref(doctor.id));
    } catch (error) {
      if (readServerError(error).status === 409) {
        setErrors({ npi: readServerError(error).message ?? 'This doctor is already in your list.' });
        return;
      }
      const split = splitErrors(error, FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add doctor">
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" title="Could not add the doctor" role="alert">
            {formError}
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
          value={values.npi}
          onChange={(_, raw) => set('npi', raw)}
          // A complete NPI is checked as it is typed; the server's answer about it replaces that.
          error={errors.npi ?? (npiComplete && !isValidNpi(values.npi) ? NPI_CHECK_MESSAGE : undefined)}
          maw={360}
        />
        <Divider label="For a doctor new to the portal (an invitation is e-mailed)" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={<RequiredLabel>Name</RequiredLabel>} autoComplete="off" {...text('name')} />
          <TextInput label={<RequiredLabel>Email</RequiredLabel>} type="email" autoComplete="off" {...text('email')} />
          <TextInput label="Practice name" {...text('practice_name')} />
          <TextInput label="Specialty" {...text('specialty')} />
          <MaskedInput mask="phone" label="Phone" value={values.phone} onChange={(masked) => set('phone', masked)} error={errors.phone} />
        </SimpleGrid>
        <Textarea label="Notes" note="Your company's own notes; never shown to the practice." rows={3} {...text('notes')} />
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
