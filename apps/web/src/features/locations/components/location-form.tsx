import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Autocomplete, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { US_STATES } from '@dme/contract';
import { MaskedInput, RequiredLabel, Select } from '../../../components';
import { citiesQueryOptions, isFullZip } from '../api/find-cities';
import { ContactsEditor } from './contacts-editor';
import type { LocationErrors, LocationTextField, LocationValues } from './location-values';
import { WorkingHoursEditor } from './working-hours-editor';

const STATE_OPTIONS = US_STATES.map(([id, name]) => ({ id, title: `${name} (${id})` }));

export interface LocationFormProps {
  values: LocationValues;
  errors: LocationErrors;
  /** Replaces some fields (a function reads the values current at the time); the caller clears their errors. */
  onChange: (patch: Partial<LocationValues> | ((current: LocationValues) => Partial<LocationValues>)) => void;
  /** A failure that names no field. */
  formError?: string | null;
  /** Removes a saved contact on the server (after confirming); resolves true when it is gone. */
  onDeleteSavedContact: (contactId: number, name: string) => Promise<boolean>;
}

/** The fields of an office: name, address (ZIP fills city and state), the week's hours and the contacts. */
export function LocationForm({ values, errors, onChange, formError, onDeleteSavedContact }: LocationFormProps) {
  const queryClient = useQueryClient();
  const places = useQuery(citiesQueryOptions(values.zip));
  const cityOptions = [...new Set((places.data ?? []).map((p) => p.city))];

  const text = (field: LocationTextField) => ({
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => onChange({ [field]: event.currentTarget.value }),
    error: errors[field],
  });

  // A typed ZIP is authoritative: its city and state replace what the fields held.
  const changeZip = (zip: string) => {
    onChange({ zip });
    if (!isFullZip(zip)) return;
    void queryClient
      .fetchQuery(citiesQueryOptions(zip))
      .then(([place]) => {
        // Only if the ZIP is still the one looked up (the user may have typed on).
        if (place) onChange((current) => (current.zip === zip ? { city: place.city, state: place.state } : {}));
      })
      .catch(() => undefined);
  };

  return (
    <Stack gap="md">
      {formError && (
        <Alert color="red" variant="light" title="Could not save" role="alert">
          {formError}
        </Alert>
      )}
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
          onChange={(city) => onChange({ city })}
          error={errors.city}
        />
        <Select
          label="State"
          searchable
          clearable
          placeholder="Choose a state"
          options={STATE_OPTIONS}
          value={values.state || null}
          onChange={(id) => onChange({ state: id === null ? '' : String(id) })}
          error={errors.state}
        />
      </SimpleGrid>
      <WorkingHoursEditor value={values.working_hours} onChange={(working_hours) => onChange({ working_hours })} errors={errors} />
      <ContactsEditor
        contacts={values.contacts}
        errors={errors}
        onChange={(contacts) => onChange({ contacts })}
        onDeleteSaved={onDeleteSavedContact}
      />
    </Stack>
  );
}
