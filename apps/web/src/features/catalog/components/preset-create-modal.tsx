import { z } from 'zod';
import { ActionIcon, Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { catalogPresetBody, type CatalogPreset, type EquipmentItem } from '@dme/contract';
import { Modal, QuantityInput, RequiredLabel, useAppForm } from '../../../components';
import { TrashIcon } from '../../../components/icons';
import { useIsMobile } from '../../../lib/media';
import { useCreatePreset } from '../api/create-preset';
import type { PresetSide } from '../api/preset-side';
import { EquipmentPicker } from './equipment-picker';
import { PRESET_MAX_QTY, presetItemErrors } from './preset-body';

interface Line {
  item: Pick<EquipmentItem, 'id' | 'hcpcs' | 'name'>;
  qty: number;
}

interface PresetValues extends Record<string, unknown> {
  name: string;
  items: Line[];
}

/** The contract's `catalogPresetBody`, from the lines as shown. */
const schema = z
  .object({ name: z.string(), items: z.array(z.object({ item: z.object({ id: z.number() }), qty: z.number() })) })
  .transform((v): z.input<typeof catalogPresetBody> => ({ name: v.name.trim(), items: v.items.map((l) => ({ equipment_id: l.item.id, qty: l.qty })) }))
  .pipe(catalogPresetBody);

function CreateForm({ side, onCreated, onCancel }: { side: PresetSide; onCreated: (preset: CatalogPreset) => void; onCancel: () => void }) {
  const create = useCreatePreset(side);
  const form = useAppForm<PresetValues>({ schema, initialValues: { name: '', items: [] } });
  const lines = form.getValues().items;
  const itemsError = presetItemErrors(form.errors);
  const submit = form.onSubmit((values) => create.mutate(schema.parse(values), { onSuccess: onCreated, onError: form.fail }));

  return (
    <form onSubmit={submit} noValidate aria-label="New preset">
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
        <TextInput label={<RequiredLabel>Name</RequiredLabel>} {...form.getInputProps('name')} data-autofocus />
        <Stack gap={6} role="group" aria-label="Preset items">
          <Text size="sm" fw={500}>
            Items
          </Text>
          {lines.length === 0 ? (
            <Text size="sm" c={itemsError ? 'red' : 'dimmed'} role={itemsError ? 'alert' : undefined}>
              {itemsError ?? 'Add at least one item.'}
            </Text>
          ) : (
            lines.map((line, i) => (
              <Group key={line.item.id} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ minWidth: 0 }}>
                  <Text span ff="monospace" fw={600} mr={6}>
                    {line.item.hcpcs}
                  </Text>
                  {line.item.name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <QuantityInput
                    size="xs"
                    min={1}
                    max={PRESET_MAX_QTY}
                    label={`Quantity of ${line.item.hcpcs}`}
                    value={line.qty}
                    onChange={(qty) => form.setFieldValue(`items.${i}.qty`, qty)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${line.item.hcpcs}`}
                    onClick={() => form.removeListItem('items', i)}
                  >
                    <TrashIcon />
                  </ActionIcon>
                </Group>
              </Group>
            ))
          )}
          {lines.length > 0 && itemsError && (
            <Text size="sm" c="red" role="alert">
              {itemsError}
            </Text>
          )}
        </Stack>
        <EquipmentPicker
          label="Add items"
          chosen={lines.map((l) => l.item.id)}
          onPick={(item) => {
            form.insertListItem('items', { item, qty: 1 });
            form.clearFieldError('items');
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create preset
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface PresetCreateModalProps {
  side: PresetSide;
  opened: boolean;
  onClose: () => void;
  onCreated: (preset: CatalogPreset) => void;
}

/** A new preset: its name and at least one item (the server refuses an empty preset). */
export function PresetCreateModal({ side, opened, onClose, onCreated }: PresetCreateModalProps) {
  const isMobile = useIsMobile();
  return (
    <Modal opened={opened} onClose={onClose} title="New preset" size="lg" fullScreen={isMobile}>
      {opened && <CreateForm side={side} onCancel={onClose} onCreated={onCreated} />}
    </Modal>
  );
}
