import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Autocomplete, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { US_STATES, type Warehouse } from '@dme/contract';
import { inputOf, MaskedInput, RequiredLabel, Select, Switch, type AppForm } from '../../../components';
import { departmentsQueryOptions } from '../../company';
import { citiesQueryOptions, isFullZip } from '../api/find-cities';
import { ConsignmentFields } from './consignment-fields';
import type { WarehouseValues } from './warehouse-values';

const STATE_OPTIONS = US_STATES.map(([id, name]) => ({ id, title: `${name} (${id})` }));

export interface WarehouseFieldsProps {
  /** The warehouse form (`useAppForm`). */
  form: AppForm<WarehouseValues>;
  /** The saved department: still offered when it is no longer among the company's departments. */
  savedLocation?: Warehouse['location'];
  /** The saved doctor's office of a consignment warehouse. */
  savedOffice?: Warehouse['doctor_office'];
}

type TextField = 'name' | 'address_1' | 'address_2';

/** Name, department, address (a typed ZIP fills city and state) and whether the warehouse is in use. */
export function WarehouseFields({ form, savedLocation = null, savedOffice = null }: WarehouseFieldsProps) {
  const values = form.values;
  const queryClient = useQueryClient();
  const departments = useQuery(departmentsQueryOptions());
  const places = useQuery(citiesQueryOptions(values.zip));
  const cityOptions = [...new Set((places.data ?? []).map((p) => p.city))];
  const departmentOptions = (departments.data ?? []).map((d) => ({ id: d.id, title: d.name }));
  if (savedLocation && !departmentOptions.some((d) => d.id === savedLocation.id))
    departmentOptions.push({ id: savedLocation.id, title: savedLocation.name });

  const text = (field: TextField) => ({ name: field, ...form.getInputProps(field) });

  // A typed ZIP is authoritative: its city and state replace what the fields held.
  const changeZip = (zip: string) => {
    form.setFieldValue('zip', zip);
    if (!isFullZip(zip)) return;
    void queryClient
      .fetchQuery(citiesQueryOptions(zip))
      .then(([place]) => {
        // Only if the ZIP is still the one looked up (the user may have typed on).
        if (place && form.getValues().zip === zip) form.setValues({ city: place.city, state: place.state });
      })
      .catch(() => undefined);
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={<RequiredLabel>Name</RequiredLabel>} autoComplete="off" {...text('name')} />
        <Select
          label="Department"
          name="location_id"
          clearable
          placeholder="Whole company"
          options={departmentOptions}
          {...inputOf(form, 'location_id')}
          onChange={(id) => form.setFieldValue('location_id', id === null ? null : Number(id))}
          disabled={departments.isPending && !savedLocation}
        />
        <TextInput label="Street address" autoComplete="address-line1" {...text('address_1')} />
        <TextInput label="Suite, floor" autoComplete="address-line2" {...text('address_2')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <MaskedInput
          mask="zip"
          label="ZIP"
          name="zip"
          autoComplete="postal-code"
          {...inputOf(form, 'zip')}
          onChange={(masked) => changeZip(masked)}
        />
        <Autocomplete label="City" name="city" autoComplete="address-level2" data={cityOptions} {...form.getInputProps('city')} />
        <Select
          label="State"
          name="state"
          searchable
          clearable
          placeholder="Choose a state"
          options={STATE_OPTIONS}
          {...inputOf(form, 'state')}
          value={values.state || null}
          onChange={(id) => form.setFieldValue('state', id === null ? '' : String(id))}
        />
      </SimpleGrid>
      <ConsignmentFields {...inputOf(form, 'doctor_location_id')} saved={savedOffice} />
      <Switch label="Active" checked={values.active} onChange={(active) => form.setFieldValue('active', active)} size="md" />
    </Stack>
  );
}
