import { z } from 'zod';
import type { FormErrors } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Loader, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { createLocationBody, href, US_STATES, type DoctorLocation } from '@dme/contract';
import { inputOf, MaskedInput, RequiredLabel, Select, useAppForm } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { useCurrentUser } from '../../auth';
import { doctorLocationsQueryOptions, useSaveOffice } from '../api/locations';
import { INVITE_ROUTES } from '../progress';
import { StepActions, StepFrame } from './step-frame';
import { officeValuesOf, validateWorkingHours, WorkingHoursEditor, type OfficeValues } from '../../locations';

type TextField = Exclude<keyof OfficeValues, 'working_hours'>;

/** What finishing the invitation needs of the office besides the contract's rules (its full address). */
export const OFFICE_REQUIRED: Readonly<Partial<Record<TextField, string>>> = {
  address_1: 'The street address is required.',
  city: 'The city is required.',
  state: 'The state is required.',
  zip: 'The zip is required.',
};

const STATE_OPTIONS = US_STATES.map(([id, name]) => ({ id, title: `${name} (${id})` }));

/** Errors keyed by the server's paths (`zip`, `working_hours.0.from`). */
export function validateOffice(values: OfficeValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = createLocationBody.safeParse({ ...values, working_hours: undefined });
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  for (const [field, message] of Object.entries(OFFICE_REQUIRED)) {
    if (values[field as TextField].trim() === '') errors[field] ??= message;
  }
  return { ...errors, ...validateWorkingHours(values.working_hours) };
}

/** The form's schema: the contract's location rules, the full address the wizard needs and valid working hours. */
const officeForm = z.custom<OfficeValues>().superRefine((values, ctx) => {
  for (const [path, message] of Object.entries(validateOffice(values))) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
});

const withoutHoursErrors = (errors: FormErrors): FormErrors =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('working_hours.')));

function OfficeForm({ office, practiceName }: { office: DoctorLocation | undefined; practiceName: string }) {
  const navigate = useNavigate();
  const save = useSaveOffice();
  const form = useAppForm<OfficeValues>({
    initialValues: { ...officeValuesOf(office), name: office?.name ?? practiceName },
    schema: officeForm,
  });
  const text = (field: TextField) => ({ name: field, ...form.getInputProps(field) });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: office?.id ?? null, body: values });
      await navigate(href(INVITE_ROUTES.agreement));
    } catch (error) {
      form.fail(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Your office">
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" variant="light" title="Could not save" role="alert">
            {form.formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={<RequiredLabel>Office name</RequiredLabel>} {...text('name')} />
          <TextInput label={<RequiredLabel>Street address</RequiredLabel>} autoComplete="address-line1" {...text('address_1')} />
          <TextInput label="Suite, floor (optional)" autoComplete="address-line2" {...text('address_2')} />
          <TextInput label={<RequiredLabel>City</RequiredLabel>} autoComplete="address-level2" {...text('city')} />
          <Select
            label="State"
            required
            searchable
            allowDeselect={false}
            placeholder="Choose a state"
            options={STATE_OPTIONS}
            {...inputOf(form, 'state')}
            value={form.values.state || null}
            onChange={(id) => form.setFieldValue('state', id === null ? '' : String(id))}
          />
          <MaskedInput mask="zip" label="ZIP" name="zip" required autoComplete="postal-code" {...inputOf(form, 'zip')} />
        </SimpleGrid>
        <WorkingHoursEditor
          value={form.values.working_hours}
          onChange={(next) => {
            form.setFieldValue('working_hours', next);
            form.setErrors(withoutHoursErrors);
          }}
          errors={form.errors as Record<string, string>}
        />
        <StepActions
          back={href(INVITE_ROUTES.profile)}
          next={
            <Button type="submit" loading={save.isPending}>
              Save and continue
            </Button>
          }
        />
      </Stack>
    </form>
  );
}

/** Step 2: the practice's first office, its address and the week's working hours. */
export function OfficeStep() {
  const offices = useQuery(doctorLocationsQueryOptions());
  const { user } = useCurrentUser();
  return (
    <StepFrame title="Your office" description="Where you see patients. You can add more offices later from your profile.">
      {offices.data ? (
        <OfficeForm office={offices.data[0]} practiceName={user?.account?.name ?? ''} />
      ) : offices.isError ? (
        <Alert color="red" variant="light">
          {formErrorText(offices.error)}
        </Alert>
      ) : (
        <Loader size="sm" aria-label="Loading your office" />
      )}
    </StepFrame>
  );
}
