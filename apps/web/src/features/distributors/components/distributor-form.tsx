import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { US_STATES, type CreateDistributorBody, type Distributor } from '@dme/contract';
import { MaskedInput, RequiredLabel, Select, Switch } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import {
  DISTRIBUTOR_FIELDS,
  distributorBody,
  distributorValuesOf,
  validateDistributor,
  type DistributorValues,
  type FieldErrorMap,
} from './distributor-values';

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

type TextField = 'name' | 'contact_name' | 'email' | 'account_number' | 'terms' | 'address_1' | 'address_2' | 'city';

/** The distributor's fields with the contract's checks before sending and the server's answers under the fields. */
export function DistributorForm({ distributor, label, submitLabel, onSubmit, pending, actions }: DistributorFormProps) {
  const [values, setValues] = useState<DistributorValues>(() => distributorValuesOf(distributor));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends keyof DistributorValues>(field: K, value: DistributorValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(field, event.currentTarget.value),
    error: errors[field],
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const body = distributorBody(values);
    const invalid = validateDistributor(body);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      await onSubmit(body);
    } catch (error) {
      const { errors: byField } = readServerError(error);
      if (!byField) return setFormError(formErrorText(error));
      const mine: FieldErrorMap = {};
      const rest: string[] = [];
      for (const [path, messages] of Object.entries(byField)) {
        const field = path.split('.')[0]!;
        if ((DISTRIBUTOR_FIELDS as readonly string[]).includes(field)) mine[field] = messages.join(', ');
        else rest.push(...messages);
      }
      setErrors(mine);
      setFormError(rest.length > 0 ? rest.join(', ') : null);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" title="Could not save the distributor" role="alert">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={<RequiredLabel>Name</RequiredLabel>} autoComplete="organization" {...text('name')} />
          <TextInput label="Contact person" autoComplete="off" {...text('contact_name')} />
          <TextInput label="Email" type="email" autoComplete="off" {...text('email')} />
          <MaskedInput
            mask="phone"
            label="Phone"
            type="tel"
            value={values.phone}
            onChange={(masked) => set('phone', masked)}
            error={errors.phone}
          />
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
            value={values.lead_time_days}
            onChange={(value) => set('lead_time_days', value)}
            error={errors.lead_time_days}
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
            value={values.state || null}
            onChange={(id) => set('state', id === null ? '' : String(id))}
            error={errors.state}
          />
          <MaskedInput
            mask="zip"
            label="ZIP"
            name="zip"
            autoComplete="postal-code"
            value={values.zip}
            onChange={(masked) => set('zip', masked)}
            error={errors.zip}
          />
        </SimpleGrid>
        <Switch label="Active" checked={values.active} onChange={(active) => set('active', active)} size="md" />
        <Group justify={actions ? 'space-between' : 'flex-end'} gap="sm">
          {actions}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
