import type { ReactNode } from 'react';
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { createDistributorBody, US_STATES, type CreateDistributorBody, type Distributor } from '@dme/contract';
import { bodySchema, inputOf, MaskedInput, RequiredLabel, Select, Switch } from '../../../components';
import { RecordForm, useRecordForm } from '../../../components/record-tab';
import { distributorBody, distributorValuesOf } from './distributor-values';

const STATE_OPTIONS = US_STATES.map(([id, name]) => ({ id, title: `${name} (${id})` }));

export interface DistributorFormProps {
  /** The saved distributor; omitted for a new one. */
  distributor?: Distributor;
  /** Accessible name of the form. */
  label: string;
  submitLabel: string;
  /** Sends the body; a rejection's 422 lands under the fields it names, anything else above them. */
  onSubmit: (body: CreateDistributorBody) => Promise<unknown>;
  pending: boolean;
  /** Other buttons, on the left of the submit button's line (a delete). */
  actions?: ReactNode;
}

/** The contract's rules for the body the values make, in the server's words. */
const distributorForm = bodySchema(createDistributorBody, distributorBody);

type TextField = 'name' | 'contact_name' | 'email' | 'account_number' | 'terms' | 'address_1' | 'address_2' | 'city';

/** The distributor's fields with the contract's checks before sending and the server's answers under the fields. */
export function DistributorForm({ distributor, label, submitLabel, onSubmit, pending, actions }: DistributorFormProps) {
  const { form, submit } = useRecordForm({
    initialValues: distributorValuesOf(distributor),
    schema: distributorForm,
    body: distributorBody,
    send: onSubmit,
  });
  const text = (field: TextField) => ({ name: field, ...form.getInputProps(field) });

  return (
    <RecordForm
      label={label}
      onSubmit={submit}
      formError={form.formError}
      errorTitle="Could not save the distributor"
      submitLabel={submitLabel}
      pending={pending}
      actions={actions}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={<RequiredLabel>Name</RequiredLabel>} autoComplete="organization" {...text('name')} />
        <TextInput label="Contact person" autoComplete="off" {...text('contact_name')} />
        <TextInput label="Email" type="email" autoComplete="off" {...text('email')} />
        <MaskedInput mask="phone" label="Phone" type="tel" {...inputOf(form, 'phone')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label="Account number" description="Your account with the distributor" {...text('account_number')} />
        <TextInput label="Terms" description="e.g. Net 30" {...text('terms')} />
        <NumberInput
          label="Lead time, days"
          description="From sending an order to its arrival"
          name="lead_time_days"
          min={0}
          max={365}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('lead_time_days')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Street address" autoComplete="address-line1" {...text('address_1')} />
        <TextInput label="Suite, floor" autoComplete="address-line2" {...text('address_2')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label="City" autoComplete="address-level2" {...text('city')} />
        <Select
          label="State"
          name="state"
          searchable
          clearable
          placeholder="Choose a state"
          options={STATE_OPTIONS}
          {...inputOf(form, 'state')}
          value={form.values.state || null}
          onChange={(id) => form.setFieldValue('state', id === null ? '' : String(id))}
        />
        <MaskedInput mask="zip" label="ZIP" name="zip" autoComplete="postal-code" {...inputOf(form, 'zip')} />
      </SimpleGrid>
      <Switch label="Active" checked={form.values.active} onChange={(active) => form.setFieldValue('active', active)} size="md" />
    </RecordForm>
  );
}
