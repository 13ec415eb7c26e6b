import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDate, toIsoDate } from '@dme/contract';
import { FormErrorText, Modal } from '../../../components';
import { useCreateEligibility } from '../api/eligibility';
import { patientSearchQueryOptions } from '../api/patients';
import { eligibilityHref } from '../routes';
import { InsuranceSelect } from './insurance-select';

function NewCheckForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const create = useCreateEligibility();
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [patientId, setPatientId] = useState<string | null>(null);
  const [insuranceId, setInsuranceId] = useState<string | null>(null);
  const [date, setDate] = useState(toIsoDate(new Date()));
  const patients = useQuery({ ...patientSearchQueryOptions(searched), enabled: searched.length >= 2 });
  const options = (patients.data ?? []).map((p) => ({ value: String(p.id), label: `${p.full_name} · ${formatDate(p.dob)}` }));

  return (
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
        value={patientId}
        onChange={(v) => (setPatientId(v), setInsuranceId(null))}
        nothingFoundMessage={searched.length < 2 ? 'Type at least two letters' : patients.isFetching ? 'Searching…' : 'No patient found'}
        comboboxProps={{ withinPortal: true }}
      />
      <InsuranceSelect
        patientId={patientId ? Number(patientId) : null}
        value={insuranceId}
        onChange={setInsuranceId}
        placeholder="The patient's primary insurance"
      />
      <TextInput label="Date of service" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
      <FormErrorText error={create.error} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button
          disabled={!patientId}
          loading={create.isPending}
          onClick={() =>
            create.mutate(
              {
                patient_id: Number(patientId),
                ...(insuranceId ? { insurance_id: Number(insuranceId) } : {}),
                ...(date ? { service_date: date } : {}),
              },
              { onSuccess: (check) => void navigate(eligibilityHref(check.id)) },
            )
          }
        >
          Check eligibility
        </Button>
      </Group>
    </Stack>
  );
}

/** "New check": patient, one of their insurances and the date -> the 270 goes out, then its answer opens. */
export function NewEligibilityButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" onClick={() => setOpened(true)}>
        New check
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="New eligibility check">
        {opened && <NewCheckForm onCancel={() => setOpened(false)} />}
      </Modal>
    </>
  );
}
