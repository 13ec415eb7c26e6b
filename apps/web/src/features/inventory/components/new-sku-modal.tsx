import { useState } from 'react';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { createSkuBody, type CreateSkuBody, type EquipmentItem, type InventorySkuDetail } from '@dme/contract';
import { Modal, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { EquipmentPicker } from '../../catalog';
import { useCreateSku } from '../api/create-sku';
import { dollarsToCents } from './form-values';
import { SKU_SERVER_NAMES, skuFormSchema, skuInputs, type SkuTextValues } from './sku-fields';

type NewSkuValues = SkuTextValues & { equipment: EquipmentItem | null; serialized: boolean };

const EMPTY: NewSkuValues = { equipment: null, sku: '', manufacturer: '', model: '', cost: '', serialized: false };

function skuBody(values: NewSkuValues): CreateSkuBody {
  const cents = dollarsToCents(values.cost);
  return {
    equipment_id: values.equipment?.id ?? 0,
    sku: values.sku.trim(),
    manufacturer: values.manufacturer.trim(),
    model: values.model.trim(),
    serialized: values.serialized,
    ...(cents === null || Number.isNaN(cents) ? {} : { unit_cost_cents: cents }),
  };
}

const newSkuForm = skuFormSchema<NewSkuValues>(createSkuBody, skuBody, (values): Record<string, string> =>
  values.equipment ? {} : { equipment: 'Choose the catalogue item this SKU is a model of.' },
);

function NewSkuForm({ onClose, onCreated }: { onClose: () => void; onCreated: (sku: InventorySkuDetail) => void }) {
  const create = useCreateSku();
  const form = useAppForm<NewSkuValues>({ initialValues: EMPTY, schema: newSkuForm, serverNames: SKU_SERVER_NAMES });
  const { values, errors } = form;
  const inputs = skuInputs(form, 'Your code for this model, e.g. RESMED-AS10-001.');

  const submit = form.onSubmit((v) =>
    create.mutate(skuBody(v), {
      onSuccess: (sku) => {
        notify.success(`${sku.sku} was added`);
        onCreated(sku);
      },
      onError: form.fail,
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="New SKU">
      <Stack gap="md">
        {values.equipment ? (
          <Paper withBorder radius="sm" p="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fz="xs" c="dimmed">
                  Catalogue item
                </Text>
                <Text fz="sm" data-testid="chosen-item">
                  <Text span ff="monospace" fw={600} mr={6}>
                    {values.equipment.hcpcs}
                  </Text>
                  {values.equipment.name}
                </Text>
              </Stack>
              <Button size="compact-sm" variant="subtle" onClick={() => form.setFieldValue('equipment', null)}>
                Change
              </Button>
            </Group>
          </Paper>
        ) : (
          <Stack gap={4}>
            <EquipmentPicker label="Catalogue item" onPick={(item) => form.setFieldValue('equipment', item)} />
            {errors.equipment && (
              <Text fz="xs" c="red" role="alert">
                {errors.equipment}
              </Text>
            )}
          </Stack>
        )}
        {inputs.sku}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {inputs.manufacturer}
          {inputs.model}
        </SimpleGrid>
        {inputs.cost}
        <Checkbox label="Serialised: every unit has a serial number" {...form.getInputProps('serialized', { type: 'checkbox' })} />
        {form.formError && (
          <Text role="alert" c="red" fz="sm">
            {form.formError}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add SKU
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface NewSkuModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (sku: InventorySkuDetail) => void;
}

/** "New SKU": a catalogue item as a model the company stocks; the server's 422 lands under the fields. */
export function NewSkuModal({ opened, onClose, onCreated }: NewSkuModalProps) {
  // A new form each time the modal has closed: nothing typed is carried into the next SKU.
  const [round, setRound] = useState(0);
  return (
    <Modal opened={opened} onClose={onClose} title="New SKU" size="lg" onExited={() => setRound((n) => n + 1)}>
      <NewSkuForm key={round} onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}
