import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { InsurancePayer } from '@dme/contract';
import { Select } from '../../../components';
import { payersQuery } from '../api/find-payers';

/** The insurance company, from the payers list the supplier bills (searched on the server as the patient types). */
export function PayerField({
  value,
  onChange,
  error,
}: {
  value: InsurancePayer | null;
  onChange: (payer: InsurancePayer | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 250);
  const payers = useQuery(payersQuery(value && searched === value.name ? '' : searched));
  const found = payers.data ?? [];
  const options = value && !found.some((p) => p.payer_id === value.payer_id) ? [value, ...found] : found;
  return (
    <Select
      label="Insurance company"
      required
      searchable
      size="md"
      placeholder="Type the name on your card"
      nothingFoundMessage={payers.isFetching ? 'Searching…' : 'No insurance company found'}
      options={options}
      idField="payer_id"
      textField="name"
      value={value?.payer_id ?? null}
      onChange={(_, option) => onChange(option)}
      onSearchChange={setSearch}
      searchValue={search}
      // The server already matched the words; the list shows what it answered.
      filter={({ options: all }) => all}
      error={error}
    />
  );
}
