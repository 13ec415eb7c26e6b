import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Autocomplete, Badge, Checkbox, SimpleGrid, Text, TextInput } from '@mantine/core';
import { MaskedInput, RequiredLabel, Select, textField, choiceField, type AppForm } from '../../../components';
import { citiesQueryOptions } from '../api/find-cities';
import type { RecordDefinition } from './record-card';
import { STATE_OPTIONS } from './shared-options';

export type AddressValues = {
  title: string;
  address_1: string;
  address_2: string;
  zip: string;
  city: string;
  state: string;
  is_billing: boolean;
};

/** Street, ZIP (a complete ZIP fills city and state from `system/cities`), city, state and the billing flag. */
function AddressFields({ form }: { form: AppForm<AddressValues> }) {
  const queryClient = useQueryClient();
  const { values } = form;
  const errors = form.errors as Record<string, string | undefined>;
  const set = form.setFieldValue;
  const places = useQuery(citiesQueryOptions(values.zip));
  const cityNames = [...new Set((places.data ?? []).map((p) => p.city))];

  const changeZip = async (zip: string) => {
    set('zip', zip);
    if (!/^\d{5}$/.test(zip)) return;
    try {
      const found = await queryClient.fetchQuery(citiesQueryOptions(zip));
      const [first] = found;
      if (!first) return;
      // A city the user typed for another ZIP is replaced; one of this ZIP's places is kept.
      if (!found.some((p) => p.city.toLowerCase() === values.city.trim().toLowerCase())) set('city', first.city);
      set('state', first.state);
    } catch {
      // The lookup only helps: without it the user types the city.
    }
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput label="Title" placeholder="Home, Work ..." {...textField(form, 'title')} />
      <TextInput label={<RequiredLabel>Street address</RequiredLabel>} autoComplete="address-line1" {...textField(form, 'address_1')} />
      <TextInput label="Apartment, suite" autoComplete="address-line2" {...textField(form, 'address_2')} />
      <MaskedInput
        mask="zip"
        label="ZIP"
        required
        autoComplete="postal-code"
        value={values.zip}
        onChange={(zip) => void changeZip(zip)}
        error={errors.zip}
      />
      <Autocomplete
        label={<RequiredLabel>City</RequiredLabel>}
        autoComplete="address-level2"
        data={cityNames}
        value={values.city}
        onChange={(city) => set('city', city)}
        error={errors.city}
        comboboxProps={{ offset: 6 }}
      />
      <Select
        label="State"
        required
        searchable
        allowDeselect={false}
        placeholder="Choose a state"
        options={STATE_OPTIONS}
        {...choiceField(form, 'state')}
      />
      <Checkbox
        label="Billing address"
        description="Marking it unmarks the patient's other billing address."
        {...form.getInputProps('is_billing', { type: 'checkbox' })}
        color="green"
      />
    </SimpleGrid>
  );
}

export const ADDRESS: RecordDefinition<'addresses', AddressValues> = {
  kind: 'addresses',
  noun: 'address',
  empty: { title: '', address_1: '', address_2: '', zip: '', city: '', state: '', is_billing: false },
  valuesOf: (a) => ({
    title: a.title,
    address_1: a.address_1,
    address_2: a.address_2,
    zip: a.zip,
    city: a.city,
    state: a.state,
    is_billing: a.is_billing,
  }),
  bodyOf: (v) => ({ ...v }),
  title: (a) => a.title || 'Address',
  view: (a) => (
    <>
      <Text fz="sm">{a.full_address}</Text>
      {a.is_billing && (
        <Badge size="sm" variant="light" color="green" w="fit-content">
          Billing address
        </Badge>
      )}
    </>
  ),
  fields: (form) => <AddressFields form={form} />,
};
