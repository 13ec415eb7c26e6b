import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Autocomplete, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { US_STATES } from '@dme/contract';
import { MaskedInput, RequiredLabel, Select, type AppForm } from '../../../components';
import { citiesQueryOptions, isFullZip } from '../api/find-cities';
import { clearErrorsUnder, type OfficeValues } from './office-values';
import { WorkingHoursEditor } from './working-hours-editor';

const STATE_OPTIONS = US_STATES.map(([id, name]) => ({ id, title: `${name} (${id})` }));

/** The part of a form the office fields use: a location's, a department's or an office's form all fit. */
export type OfficeForm = Pick<AppForm<OfficeValues>, 'getInputProps' | 'setFieldValue' | 'getValues' | 'values' | 'errors' | 'setErrors'>;

export interface OfficeFieldsProps {
  form: OfficeForm;
}

/** Name, address (a typed ZIP fills city and state) and the week's hours of a department or an office. */
export function OfficeFields({ form }: OfficeFieldsProps) {
  const queryClient = useQueryClient();
  const places = useQuery(citiesQueryOptions(form.values.zip));
  const cityOptions = [...new Set((places.data ?? []).map((p) => p.city))];
  const state = form.getInputProps('state');

  // A typed ZIP is authoritative: its city and state replace what the fields held.
  const changeZip = (zip: string) => {
    form.setFieldValue('zip', zip);
    if (!isFullZip(zip)) return;
    void queryClient
      .fetchQuery(citiesQueryOptions(zip))
      .then(([place]) => {
        // Only if the ZIP is still the one looked up (the user may have typed on).
        if (!place || form.getValues().zip !== zip) return;
        form.setFieldValue('city', place.city);
        form.setFieldValue('state', place.state);
      })
      .catch(() => undefined);
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={<RequiredLabel>Name</RequiredLabel>} name="name" {...form.getInputProps('name')} />
        <TextInput label="Street address" name="address_1" autoComplete="address-line1" {...form.getInputProps('address_1')} />
        <TextInput label="Suite, floor" name="address_2" autoComplete="address-line2" {...form.getInputProps('address_2')} />
        <MaskedInput
          mask="zip"
          label="ZIP"
          name="zip"
          autoComplete="postal-code"
          {...form.getInputProps('zip')}
          value={form.values.zip}
          onChange={(masked) => changeZip(masked)}
        />
        <Autocomplete label="City" name="city" autoComplete="address-level2" data={cityOptions} {...form.getInputProps('city')} />
        <Select
          label="State"
          searchable
          clearable
          placeholder="Choose a state"
          options={STATE_OPTIONS}
          {...state}
          value={form.values.state || null}
          onChange={(id) => form.setFieldValue('state', id === null ? '' : String(id))}
        />
      </SimpleGrid>
      <WorkingHoursEditor
        value={form.values.working_hours}
        onChange={(working_hours) => {
          form.setFieldValue('working_hours', working_hours);
          clearErrorsUnder(form, 'working_hours');
        }}
        errors={form.errors as Record<string, string | undefined>}
      />
    </Stack>
  );
}
