import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CatalogPreset, EquipmentItem } from '@dme/contract';
import { Modal, QuantityInput, RequiredLabel } from '../../../components';
import { TrashIcon } from '../../../components/icons';
import { useIsMobile } from '../../../lib/media';
import { useCreatePreset } from '../api/create-preset';
import type { PresetSide } from '../api/preset-side';
import { EquipmentPicker } from './equipment-picker';
import { PRESET_MAX_QTY, presetServerErrors, validatePreset } from './preset-body';

interface Line {
  item: Pick<EquipmentItem, 'id' | 'hcpcs' | 'name'>;
  qty: number;
}

function CreateForm({ side, onCreated, onCancel }: { side: PresetSide; onCreated: (preset: CatalogPreset) => void; onCancel: () => void }) {
  const create = useCreatePreset(side);
  const [name, setName] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { name: name.trim(), items: lines.map((l) => ({ equipment_id: l.item.id, qty: l.qty })) };
    const invalid = validatePreset(body);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      onCreated(await create.mutateAsync(body));
    } catch (error) {
      setErrors(presetServerErrors(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New preset">
      <Stack gap="md">
        {errors.form && (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        )}
        <TextInput
          label={<RequiredLabel>Name</RequiredLabel>}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors(({ name: _, ...rest }) => rest);
          }}
          error={errors.name}
          data-autofocus
        />
        <Stack gap={6} role="group" aria-label="Preset items">
          <Text size="sm" fw={500}>
            Items
          </Text>
          {lines.length === 0 ? (
            <Text size="sm" c={errors.items ? 'red' : 'dimmed'} role={errors.items ? 'alert' : undefined}>
              {errors.items ?? 'Add at least one item.'}
            </Text>
          ) : (
            lines.map((line) => (
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
                    onChange={(qty) => setLines((all) => all.map((l) => (l.item.id === line.item.id ? { ...l, qty } : l)))}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${line.item.hcpcs}`}
                    onClick={() => setLines((all) => all.filter((l) => l.item.id !== line.item.id))}
                  >
                    <TrashIcon />
                  </ActionIcon>
                </Group>
              </Group>
            ))
          )}
          {lines.length > 0 && errors.items && (
            <Text size="sm" c="red" role="alert">
              {errors.items}
            </Text>
          )}
        </Stack>
        <EquipmentPicker
          label="Add items"
          chosen={lines.map((l) => l.item.id)}
          onPick={(item) => {
            setLines((all) => [...all, { item, qty: 1 }]);
            setErrors(({ items: _, ...rest }) => rest);
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
