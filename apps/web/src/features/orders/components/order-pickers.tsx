import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDate, type Patient } from '@dme/contract';
import { Select, type FieldErrorValue } from '../../../components';
import { locationsQueryOptions } from '../../locations';
import { patientsListQueryOptions } from '../../patients';
import { vendorsQueryOptions } from '../api/lookups';

const SEARCH_DEBOUNCE_MS = 300;

interface PickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: FieldErrorValue;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A select searched by the server: the typed text, debounced, is the search; the text of the picked option
 * (which the field shows after a pick) is not.
 */
function useServerSearch(pickedText: string | null) {
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return { search, setSearch, term: searched === pickedText ? '' : searched };
}

const patientText = (p: Pick<Patient, 'full_name' | 'dob'>) => `${p.full_name} · DOB ${formatDate(p.dob)}`;

/** The practice's (or the supplier's) patients, searched by the server as the user types (name, date of birth or member id). */
export function PatientPicker({ value, onChange, error, required, disabled, initial, side = 'doctor' }: PickerProps & { initial?: Patient | null; side?: 'doctor' | 'supplier' }) {
  const [picked, setPicked] = useState<Patient | null>(initial ?? null);
  const { search, setSearch, term } = useServerSearch(picked ? patientText(picked) : null);
  const list = useQuery(
    patientsListQueryOptions(side, {
      page: 1,
      rowsPerPage: 25,
      sortBy: 'last_name',
      sortType: 'asc',
      ...(term ? { search: term } : {}),
    }),
  );
  const found = list.data?.data ?? [];
  const options = picked && !found.some((p) => p.id === picked.id) ? [picked, ...found] : found;
  return (
    <Select
      label="Patient"
      required={required}
      disabled={disabled}
      placeholder="Name, date of birth or member ID"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={list.isFetching ? 'Searching…' : 'No patient found'}
      options={options.map((p) => ({ id: p.id, title: patientText(p) }))}
      value={value}
      onChange={(id) => {
        setPicked(id === null ? null : (options.find((p) => p.id === id) ?? null));
        onChange(id === null ? null : Number(id));
      }}
      error={error}
    />
  );
}

/** The practice's offices (staff: the ones they work at). */
export function OfficePicker({ value, onChange, error, required, disabled }: PickerProps) {
  const offices = useQuery(locationsQueryOptions());
  return (
    <Select
      label="Doctor location"
      required={required}
      disabled={disabled}
      placeholder={offices.isPending ? 'Loading offices…' : 'Choose an office'}
      options={(offices.data ?? []).map((l) => ({ id: l.id, title: l.full_address ? `${l.name} · ${l.full_address}` : l.name }))}
      value={value}
      onChange={(id) => onChange(id === null ? null : Number(id))}
      error={error ?? (offices.isError ? 'The offices could not be loaded.' : undefined)}
    />
  );
}

/** Supplier companies, the practice's preferred ones first; the current choice stays listed while searching. */
export function SupplierPicker({
  value,
  onChange,
  error,
  required,
  disabled,
  current,
}: PickerProps & { current?: { id: number; name: string } | null }) {
  const [picked, setPicked] = useState(current ?? null);
  const { search, setSearch, term } = useServerSearch(picked?.name ?? null);
  const vendors = useQuery(vendorsQueryOptions(term));
  // Titles are the plain names: the field shows the picked title, which must not read as a new search.
  const found = (vendors.data ?? []).map((v) => ({ id: v.id, title: v.name, preferred: v.is_preferred }));
  const options =
    picked && !found.some((v) => v.id === picked.id) ? [{ id: picked.id, title: picked.name, preferred: false }, ...found] : found;
  return (
    <Select
      label="Supplier"
      required={required}
      disabled={disabled}
      placeholder="Choose a supplier"
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={vendors.isFetching ? 'Searching…' : 'No supplier found'}
      options={options}
      renderOption={({ option }) =>
        options.find((o) => String(o.id) === option.value)?.preferred ? `${option.label} · preferred` : option.label
      }
      value={value}
      onChange={(id, option) => {
        setPicked(option ? { id: option.id, name: option.title } : null);
        onChange(id === null ? null : Number(id));
      }}
      error={error}
    />
  );
}
