import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { InsurancePayer } from '@dme/contract';
import { Select, type FieldErrorValue } from '../../../components';
import { payersQueryOptions } from '../api/find-payers';

export interface PayerSelectProps {
  /** The chosen payer's electronic payer id. */
  value: string;
  /** Its name, shown while the list does not hold it. */
  name: string;
  onChange: (payer: InsurancePayer | null) => void;
  error?: FieldErrorValue;
}

/** A payer of the shared payers list (`GET insurances`), searched on the server as the user types. */
export function PayerSelect({ value, name, onChange, error }: PayerSelectProps) {
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 250);
  const payers = useQuery(payersQueryOptions(searched === name ? '' : searched));
  const found = payers.data ?? [];
  // The chosen payer stays an option, so its name shows even when the current search does not hold it.
  const options = value && !found.some((p) => p.payer_id === value) ? [{ payer_id: value, name } as InsurancePayer, ...found] : found;
  return (
    <Select
      label="Payer"
      required
      searchable
      placeholder="Search payers by name or ID"
      nothingFoundMessage={payers.isFetching ? 'Searching…' : 'No payer found'}
      options={options}
      idField="payer_id"
      textField="name"
      value={value || null}
      onChange={(_, option) => onChange(option)}
      onSearchChange={setSearch}
      searchValue={search}
      // The server already matched the words; the list shows what it answered.
      filter={({ options: all }) => all}
      error={error}
    />
  );
}
