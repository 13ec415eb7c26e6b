import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SimpleGrid, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Warehouse } from '@dme/contract';
import { Select } from '../../../components';
import { partnerDoctorsQueryOptions, partnerOfficesQueryOptions } from '../api/partner-offices';

export interface ConsignmentFieldsProps {
  value: number | null;
  onChange: (officeId: number | null) => void;
  error?: string;
  /** The saved office, shown while no doctor is chosen in the form. */
  saved?: Warehouse['doctor_office'];
}

/**
 * Consignment stock (issue 9): the warehouse is a closet at an office of a practice the company works with; that
 * practice's doctors then see its stock and dispense from it. A doctor is chosen first, then one of their offices.
 */
export function ConsignmentFields({ value, onChange, error, saved = null }: ConsignmentFieldsProps) {
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [doctorId, setDoctorId] = useState<number | null>(null);
  const doctors = useQuery(partnerDoctorsQueryOptions(searched));
  const offices = useQuery(partnerOfficesQueryOptions(doctorId));
  const officeOptions = (offices.data ?? []).map((o) => ({ id: o.id, title: o.name || o.full_address }));
  if (saved && doctorId === null) officeOptions.push({ id: saved.id, title: `${saved.name} (${saved.practice})` });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label="Consignment at a doctor's office"
        name="consignment_doctor"
        searchable
        clearable
        placeholder="No: the company's own stock"
        options={(doctors.data ?? []).map((d) => ({ id: d.id, title: `${d.name} · ${d.practice.name}` }))}
        value={doctorId}
        onSearchChange={setSearch}
        onChange={(id) => {
          setDoctorId(id === null ? null : Number(id));
          if (id === null) onChange(null);
        }}
        note="The practice's doctors see this stock and dispense from it."
      />
      <Select
        label="Office"
        name="doctor_location_id"
        clearable
        placeholder={doctorId === null && !saved ? 'Choose a doctor first' : 'Choose an office'}
        options={officeOptions}
        value={value}
        onChange={(id) => onChange(id === null ? null : Number(id))}
        error={error}
        disabled={doctorId === null && !saved}
      />
      {value !== null && doctorId === null && saved && saved.id === value && (
        <Text fz="xs" c="dimmed">
          At {saved.name}, {saved.practice}.
        </Text>
      )}
    </SimpleGrid>
  );
}
