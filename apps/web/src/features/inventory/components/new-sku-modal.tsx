import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { createSkuBody, type CreateSkuBody, type EquipmentItem, type InventorySkuDetail } from '@dme/contract';
import { Modal, RequiredLabel } from '../../../components';
import { notify } from '../../../lib/notify';
import { EquipmentPicker } from '../../catalog';
import { useCreateSku } from '../api/create-sku';
import { dollarsToCents, issuesByField, useStockForm, type FieldErrorMap } from './form-values';

interface NewSkuValues {
  equipment: EquipmentItem | null;
  sku: string;
  manufacturer: string;
  model: string;
  cost: number | string;
  serialized: boolean;
}

const EMPTY: NewSkuValues = { equipment: null, sku: '', manufacturer: '', model: '', cost: '', serialized: false };
const FIELDS = ['equipment_id', 'sku', 'manufacturer', 'model', 'unit_cost_cents', 'serialized'] as const;
const ALIAS = { equipment_id: 'equipment', unit_cost_cents: 'cost' };

/** The request, or the checks that failed before sending (in the contract's words). */
function skuBody(values: NewSkuValues): { body: CreateSkuBody; errors: FieldErrorMap } {
  const cents = dollarsToCents(values.cost);
  const body: CreateSkuBody = {
    equipment_id: values.equipment?.id ?? 0,
    sku: values.sku.trim(),
    manufacturer: values.manufacturer.trim(),
    model: values.model.trim(),
    serialized: values.serialized,
    ...(cents === null ? {} : { unit_cost_cents: cents }),
  };
  const parsed = createSkuBody.safeParse(body);
  const errors = parsed.success ? {} : issuesByField(parsed.error.issues);
  if (!values.equipment) errors.equipment_id = 'Choose the catalogue item this SKU is a model of.';
  if (Number.isNaN(cents)) errors.unit_cost_cents = 'The unit cost must be an amount in dollars.';
  return { body, errors };
}

function NewSkuForm({ onClose, onCreated }: { onClose: () => void; onCreated: (sku: InventorySkuDetail) => void }) {
  const create = useCreateSku();
  const form = useStockForm<NewSkuValues>(EMPTY, FIELDS, ALIAS);
  const { values, errors, set } = form;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { body, errors: invalid } = skuBody(values);
    if (Object.keys(invalid).length > 0) return form.invalid(invalid);
    form.clear();
    try {
      const sku = await create.mutateAsync(body);
      notify.success(`${sku.sku} was added`);
      onCreated(sku);
    } catch (error) {
      form.fail(error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New SKU">
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
              <Button size="compact-sm" variant="subtle" onClick={() => set('equipment', null)}>
                Change
              </Button>
            </Group>
          </Paper>
        ) : (
          <Stack gap={4}>
            <EquipmentPicker label="Catalogue item" onPick={(item) => set('equipment', item)} />
            {errors.equipment && (
              <Text fz="xs" c="red" role="alert">
                {errors.equipment}
              </Text>
            )}
          </Stack>
        )}
        <TextInput
          label={<RequiredLabel>SKU</RequiredLabel>}
          description="Your code for this model, e.g. RESMED-AS10-001."
          value={values.sku}
          onChange={(event) => set('sku', event.currentTarget.value)}
          error={errors.sku}
          maxLength={64}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Manufacturer"
            value={values.manufacturer}
            onChange={(event) => set('manufacturer', event.currentTarget.value)}
            error={errors.manufacturer}
            maxLength={120}
          />
          <TextInput
            label="Model"
            value={values.model}
            onChange={(event) => set('model', event.currentTarget.value)}
            error={errors.model}
            maxLength={120}
          />
        </SimpleGrid>
        <NumberInput
          label="Unit cost"
          prefix="$"
          decimalScale={2}
          thousandSeparator=","
          min={0}
          allowNegative={false}
          value={values.cost}
          onChange={(value) => set('cost', value)}
          error={errors.cost}
        />
        <Checkbox
          label="Serialised: every unit has a serial number"
          checked={values.serialized}
          onChange={(event) => set('serialized', event.currentTarget.checked)}
          error={errors.serialized}
        />
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
