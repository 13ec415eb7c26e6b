import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Autocomplete, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { US_STATES } from '@dme/contract';
import { MaskedInput, RequiredLabel, Select } from '../../../components';
import { citiesQueryOptions, isFullZip } from '../api/find-cities';
import { WorkingHoursEditor, type WorkingDay } from './working-hours-editor';

const STATE_OPTIONS = US_STATES.map(([id, name]) => ({ id, title: `${name} (${id})` }));

/** What every office-like place has: a doctor's office, a supplier's department. */
export interface OfficeFieldValues {
  name: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  zip: string;
  working_hours: WorkingDay[];
}

type OfficeTextField = Exclude<keyof OfficeFieldValues, 'working_hours'>;

export type OfficePatch<T extends OfficeFieldValues = OfficeFieldValues> = Partial<T> | ((current: T) => Partial<T>);

export interface OfficeFieldsProps<T extends OfficeFieldValues> {
  values: T;
  /** Messages keyed by the server's field paths (`name`, `working_hours.2.from` ...). */
  errors: Record<string, string | undefined>;
  /** Replaces some fields (a function reads the values current at the time). */
  onChange: (patch: OfficePatch<T>) => void;
}

/** Name, address (a typed ZIP fills city and state) and the week's hours of a department or an office. */
export function OfficeFields<T extends OfficeFieldValues>({ values, errors, onChange }: OfficeFieldsProps<T>) {
  const queryClient = useQueryClient();
  const places = useQuery(citiesQueryOptions(values.zip));
  const cityOptions = [...new Set((places.data ?? []).map((p) => p.city))];

  const text = (field: OfficeTextField) => ({
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => onChange({ [field]: event.currentTarget.value } as Partial<T>),
    error: errors[field],
  });

  // A typed ZIP is authoritative: its city and state replace what the fields held.
  const changeZip = (zip: string) => {
    onChange({ zip } as Partial<T>);
    if (!isFullZip(zip)) return;
    void queryClient
      .fetchQuery(citiesQueryOptions(zip))
      .then(([place]) => {
        // Only if the ZIP is still the one looked up (the user may have typed on).
        if (place) onChange((current) => (current.zip === zip ? ({ city: place.city, state: place.state } as Partial<T>) : {}));
      })
      .catch(() => undefined);
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={<RequiredLabel>Name</RequiredLabel>} {...text('name')} />
        <TextInput label="Street address" autoComplete="address-line1" {...text('address_1')} />
        <TextInput label="Suite, floor" autoComplete="address-line2" {...text('address_2')} />
        <MaskedInput
          mask="zip"
          label="ZIP"
          name="zip"
          autoComplete="postal-code"
          value={values.zip}
          onChange={(masked) => changeZip(masked)}
          error={errors.zip}
        />
        <Autocomplete
          label="City"
          name="city"
          autoComplete="address-level2"
          data={cityOptions}
          value={values.city}
          onChange={(city) => onChange({ city } as Partial<T>)}
          error={errors.city}
        />
        <Select
          label="State"
          searchable
          clearable
          placeholder="Choose a state"
          options={STATE_OPTIONS}
          value={values.state || null}
          onChange={(id) => onChange({ state: id === null ? '' : String(id) } as Partial<T>)}
          error={errors.state}
        />
      </SimpleGrid>
      <WorkingHoursEditor
        value={values.working_hours}
        onChange={(working_hours) => onChange({ working_hours } as Partial<T>)}
        errors={errors}
      />
    </Stack>
  );
}
