import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { createVendorInsuranceBody, updateVendorInsuranceBody, type VendorInsurance } from '@dme/contract';
import { Modal, Textarea, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useSaveInsurance } from '../api/save-insurance';
import { PayerSelect } from './payer-select';

type InsuranceValues = {
  payer_id: string;
  payer_name: string;
  is_active: boolean;
  in_network: boolean;
  requires_prior_auth: boolean;
  provider_number: string;
  notes: string;
};

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
  // The payer is chosen once: a saved row's settings are checked without it, as the update call takes them.
  const form = useAppForm<InsuranceValues>({
    initialValues: valuesOf(insurance),
    schema: insurance ? updateVendorInsuranceBody : createVendorInsuranceBody,
  });

  const submit = form.onSubmit(({ payer_name: _name, ...body }) => {
    form.clearFormError();
    save.mutate(
      { id: insurance?.id ?? null, body: { ...body, provider_number: body.provider_number.trim(), notes: body.notes.trim() } },
      {
        onSuccess: (saved) => {
          notify.success(insurance ? `${saved.payer.name} was saved` : `${saved.payer.name} was added`);
          onClose();
        },
        onError: form.fail,
      },
    );
  });

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
              value={form.values.payer_id}
              onChange={(payer) => {
                form.setFieldValue('payer_id', payer?.payer_id ?? '');
                form.setFieldValue('payer_name', payer?.name ?? '');
              }}
              error={form.errors.payer_id as string | undefined}
            />
          )}
          <Checkbox
            label="Accepting orders"
            description="Doctors see the payer and can send its orders to you."
            {...form.getInputProps('is_active', { type: 'checkbox' })}
          />
          <Checkbox
            label="In network"
            description="You are contracted with the payer."
            {...form.getInputProps('in_network', { type: 'checkbox' })}
          />
          <Checkbox
            label="Prior authorization required"
            description="You ask the payer for prior authorization before delivering."
            {...form.getInputProps('requires_prior_auth', { type: 'checkbox' })}
          />
          <TextInput
            label="Provider number"
            description="Your own ID with the payer (PTAN, Medicaid provider number ...)."
            {...form.getInputProps('provider_number')}
          />
          <Textarea label="Notes" note="Internal; never shown to doctors." rows={3} {...form.getInputProps('notes')} />
          {form.formError && (
            <Text role="alert" c="red" fz="sm">
              {form.formError}
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
