import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { EquipmentItem } from '@dme/contract';
import { Modal, QuantityInput, RequiredLabel } from '../../../components';
import { notify } from '../../../lib/notify';
import { useCreatePreset } from '../api/create-preset';
import { presetsQueryOptions } from '../api/list-presets';
import type { PresetSide } from '../api/preset-side';
import { useUpdatePreset } from '../api/update-preset';
import { bodyOf, PRESET_MAX_QTY, presetServerErrors, validatePreset, withItem } from './preset-body';

const NEW = 'new';
/** Presets offered to add to: an account has a handful; the largest page holds them. */
const ALL_PRESETS = { page: 1, rowsPerPage: 100 } as const;

function AddForm({ side, item, onDone }: { side: PresetSide; item: EquipmentItem; onDone: () => void }) {
  const presets = useQuery(presetsQueryOptions(side, ALL_PRESETS));
  const create = useCreatePreset(side);
  const update = useUpdatePreset(side);
  const [target, setTarget] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [qty, setQty] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const list = presets.data?.data ?? [];
  const chosen = target ?? (presets.isSuccess && list.length === 0 ? NEW : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen === null) return setErrors({ target: 'Choose a preset.' });
    const existing = list.find((p) => String(p.id) === chosen);
    const body = existing
      ? { ...bodyOf(existing), items: withItem(bodyOf(existing).items, item.id, qty) }
      : { name: name.trim(), items: [{ equipment_id: item.id, qty }] };
    const invalid = validatePreset(body);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      const saved = existing ? await update.mutateAsync({ id: existing.id, body }) : await create.mutateAsync(body);
      notify.success(`${item.hcpcs} added to “${saved.name}”`);
      onDone();
    } catch (error) {
      setErrors(presetServerErrors(error));
    }
  };

  if (presets.isPending) return <Loader size="sm" aria-label="Loading presets" />;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add to a preset">
      <Stack gap="md">
        <Text size="sm">
          <Text span ff="monospace" fw={600} mr={6}>
            {item.hcpcs}
          </Text>
          {item.name}
        </Text>
        {(errors.form || errors.items) && (
          <Alert color="red" variant="light" role="alert">
            {[errors.form, errors.items].filter(Boolean).join(', ')}
          </Alert>
        )}
        <Radio.Group
          label="Preset"
          value={chosen}
          onChange={(value) => {
            setTarget(value);
            setErrors({});
          }}
          error={errors.target}
        >
          <Stack gap={6} mt={6}>
            {list.map((preset) => (
              <Radio
                key={preset.id}
                value={String(preset.id)}
                label={`${preset.name} (${preset.items.length} ${preset.items.length === 1 ? 'item' : 'items'})`}
              />
            ))}
            <Radio value={NEW} label="A new preset" />
          </Stack>
        </Radio.Group>
        {chosen === NEW && (
          <TextInput
            label={<RequiredLabel>Name of the new preset</RequiredLabel>}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
          />
        )}
        <QuantityInput showLabel label="Quantity" min={1} max={PRESET_MAX_QTY} value={qty} onChange={setQty} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            Add to preset
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface AddToPresetModalProps {
  side: PresetSide;
  /** The item to add; null closes the modal. */
  item: EquipmentItem | null;
  onClose: () => void;
}

/** Puts a catalogue item into one of the account's presets, or starts a new preset with it. */
export function AddToPresetModal({ side, item, onClose }: AddToPresetModalProps) {
  return (
    <Modal opened={item !== null} onClose={onClose} title="Add to a preset" size="md">
      {item && <AddForm side={side} item={item} onDone={onClose} />}
    </Modal>
  );
}
