import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { eligibilityBody, formatDate, toIsoDate, type EligibilityBody } from '@dme/contract';
import { bodySchema, FormErrorText, inputOf, useAppForm } from '../../../components';
import { useCreateEligibility } from '../api/eligibility';
import { patientSearchQueryOptions } from '../api/patients';
import { eligibilityHref } from '../routes';
import { InsuranceSelect } from './insurance-select';

/** The check as chosen: the selects hold ids as text (null: none chosen), the date as the date input gives it. */
interface CheckValues extends Record<string, unknown> {
  patient_id: string | null;
  insurance_id: string | null;
  service_date: string;
}

/** The body the values make: no insurance is the patient's primary, no date is today (the server's defaults). */
const checkBody = (values: CheckValues): EligibilityBody => ({
  patient_id: Number(values.patient_id),
  ...(values.insurance_id ? { insurance_id: Number(values.insurance_id) } : {}),
  ...(values.service_date ? { service_date: values.service_date } : {}),
});

/** The contract's `eligibilityBody` over that body, its refusals on the fields. */
const checkSchema = bodySchema(eligibilityBody, checkBody);

/** The new check's form (in the "New check" dialog, new-eligibility-button.tsx). */
export function NewCheckForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const create = useCreateEligibility();
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const form = useAppForm<CheckValues>({
    schema: checkSchema,
    initialValues: { patient_id: null, insurance_id: null, service_date: toIsoDate(new Date()) },
  });
  const patientId = form.getValues().patient_id;
  const patients = useQuery({ ...patientSearchQueryOptions(searched), enabled: searched.length >= 2 });
  const options = (patients.data ?? []).map((p) => ({ value: String(p.id), label: `${p.full_name} · ${formatDate(p.dob)}` }));

  const submit = form.onSubmit((values) =>
    create.mutate(checkBody(values), { onSuccess: (check) => void navigate(eligibilityHref(check.id)), onError: form.fail }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label="Patient"
          placeholder="Type a name, date of birth or member id"
          searchable
          required
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          data={options}
          {...form.getInputProps('patient_id')}
          // Another patient's insurances are not theirs: the choice starts again.
          onChange={(id) => form.setValues({ patient_id: id, insurance_id: null })}
          nothingFoundMessage={searched.length < 2 ? 'Type at least two letters' : patients.isFetching ? 'Searching…' : 'No patient found'}
          comboboxProps={{ withinPortal: true }}
        />
        <InsuranceSelect
          patientId={patientId ? Number(patientId) : null}
          {...inputOf(form, 'insurance_id')}
          placeholder="The patient's primary insurance"
        />
        <TextInput label="Date of service" type="date" {...form.getInputProps('service_date')} />
        <FormErrorText error={form.formError} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!patientId} loading={create.isPending}>
            Check eligibility
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
