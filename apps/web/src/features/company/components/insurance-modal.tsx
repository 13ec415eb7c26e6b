import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { VendorInsurance } from '@dme/contract';
import { Modal, Textarea } from '../../../components';
import { notify } from '../../../lib/notify';
import { useSaveInsurance } from '../api/save-insurance';
import { splitErrors, type FieldErrorMap } from './office-values';
import { PayerSelect } from './payer-select';

interface InsuranceValues {
  payer_id: string;
  payer_name: string;
  is_active: boolean;
  in_network: boolean;
  requires_prior_auth: boolean;
  provider_number: string;
  notes: string;
}

const FIELDS = ['payer_id', 'is_active', 'in_network', 'requires_prior_auth', 'provider_number', 'notes'];

/** A new payer starts as the server would store it: active, in network, no prior authorisation. */
const valuesOf = (insurance: VendorInsurance | null): InsuranceValues => ({
  payer_id: insurance?.payer_id ?? '',
  payer_name: insurance?.payer.name ?? '',
  is_active: insurance?.is_active ?? true,
  in_network: insurance?.in_network ?? true,
  requires_prior_auth: insurance?.requires_prior_auth ?? false,
  provider_number: insurance?.provider_number ?? '',
  notes: insurance?.notes ?? '',
});

export interface InsuranceModalProps {
  /** null: add a payer; a row: change its settings. */
  insurance: VendorInsurance | null;
  opened: boolean;
  onClose: () => void;
}

/** Add a payer of the payers list, or change the company's settings for one; 422s show under the fields. */
export function InsuranceModal({ insurance, opened, onClose }: InsuranceModalProps) {
  const save = useSaveInsurance();
  const [values, setValues] = useState<InsuranceValues>(() => valuesOf(insurance));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof InsuranceValues>(field: K, value: InsuranceValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const { payer_name: _name, ...body } = values;
    try {
      const saved = await save.mutateAsync({
        id: insurance?.id ?? null,
        body: { ...body, provider_number: body.provider_number.trim(), notes: body.notes.trim() },
      });
      notify.success(insurance ? `${saved.payer.name} was saved` : `${saved.payer.name} was added`);
      onClose();
    } catch (error) {
      const split = splitErrors(error, FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
    }
  };

  const title = insurance ? `Edit ${insurance.payer.name}` : 'Add payer';
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          {insurance ? (
            <Text fz="sm">
              <Text span fw={600}>
                {insurance.payer.name}
              </Text>{' '}
              · payer ID {insurance.payer_id}
            </Text>
          ) : (
            <PayerSelect
              value={values.payer_id}
              onChange={(payer) => {
                set('payer_id', payer?.payer_id ?? '');
                set('payer_name', payer?.name ?? '');
              }}
              error={errors.payer_id}
            />
          )}
          <Checkbox
            label="Accepting orders"
            description="Doctors see the payer and can send its orders to you."
            checked={values.is_active}
            onChange={(e) => set('is_active', e.currentTarget.checked)}
            error={errors.is_active}
          />
          <Checkbox
            label="In network"
            description="You are contracted with the payer."
            checked={values.in_network}
            onChange={(e) => set('in_network', e.currentTarget.checked)}
            error={errors.in_network}
          />
          <Checkbox
            label="Prior authorization required"
            description="You ask the payer for prior authorization before delivering."
            checked={values.requires_prior_auth}
            onChange={(e) => set('requires_prior_auth', e.currentTarget.checked)}
            error={errors.requires_prior_auth}
          />
          <TextInput
            label="Provider number"
            description="Your own ID with the payer (PTAN, Medicaid provider number ...)."
            value={values.provider_number}
            onChange={(e) => set('provider_number', e.currentTarget.value)}
            error={errors.provider_number}
          />
          <Textarea
            label="Notes"
            note="Internal; never shown to doctors."
            rows={3}
            value={values.notes}
            onChange={(e) => set('notes', e.currentTarget.value)}
            error={errors.notes}
          />
          {formError && (
            <Text role="alert" c="red" fz="sm">
              {formError}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {insurance ? 'Save changes' : 'Add payer'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
