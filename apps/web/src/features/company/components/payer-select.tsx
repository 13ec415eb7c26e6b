import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { InsurancePayer } from '@dme/contract';
import { Select, type FieldErrorValue } from '../../../components';
import { payersQueryOptions } from '../api/find-payers';

export interface PayerSelectProps {
  /** The chosen payer's electronic payer id. */
  value: string;
  onChange: (payer: InsurancePayer | null) => void;
  error?: FieldErrorValue;
}

/** A payer of the shared payers list (`GET insurances`), searched on the server as the user types. */
export function PayerSelect({ value, onChange, error }: PayerSelectProps) {
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 250);
  const [chosen, setChosen] = useState<InsurancePayer | null>(null);
  const payers = useQuery(payersQueryOptions(chosen && searched === chosen.name ? '' : searched));
  const found = payers.data ?? [];
  // The chosen payer stays an option, so its name shows even when the current search does not hold it.
  const options = chosen && !found.some((p) => p.payer_id === chosen.payer_id) ? [chosen, ...found] : found;
  return (
    <Select
      label="Payer"
      required
      searchable
      placeholder="Search payers by name or ID"
      nothingFoundMessage={payers.isFetching ? 'Searching…' : 'No payer found'}
      options={options.map((p) => ({ ...p, title: `${p.name} · ${p.payer_id}` }))}
      idField="payer_id"
      value={value || null}
      onChange={(_, option) => {
        setChosen(option);
        onChange(option);
      }}
      onSearchChange={setSearch}
      searchValue={search}
      // The server already matched the words; the list shows what it answered.
      filter={({ options: all }) => all}
      error={error}
    />
  );
}
