import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { catalogPresetBody, type EquipmentItem } from '@dme/contract';
import { Modal, QuantityInput, RequiredLabel, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useCreatePreset } from '../api/create-preset';
import { presetsQueryOptions } from '../api/list-presets';
import type { PresetSide } from '../api/preset-side';
import { useUpdatePreset } from '../api/update-preset';
import { bodyOf, PRESET_MAX_QTY, presetItemErrors, withItem } from './preset-body';

const NEW = 'new';
/** Presets offered to add to: an account has a handful; the largest page holds them. */
const ALL_PRESETS = { page: 1, rowsPerPage: 100 } as const;

function AddForm({ side, item, onDone }: { side: PresetSide; item: EquipmentItem; onDone: () => void }) {
  const presets = useQuery(presetsQueryOptions(side, ALL_PRESETS));
  const create = useCreatePreset(side);
  const update = useUpdatePreset(side);
  const list = presets.data?.data ?? [];
  // With no preset yet, "a new preset" is the choice.
  const fallback = presets.isSuccess && list.length === 0 ? NEW : null;
  /** The preset the item goes to (an existing one's id, or a new one) and what the new one is called. */
  const schema = z
    .object({
      target: z
        .string()
        .nullable()
        .transform((t) => t ?? fallback)
        .pipe(z.string({ error: 'Choose a preset.' })),
      name: z.string(),
      qty: z.number(),
    })
    .transform(({ target, name, qty }): z.input<typeof catalogPresetBody> => {
      const existing = list.find((p) => String(p.id) === target);
      return existing
        ? { ...bodyOf(existing), items: withItem(bodyOf(existing).items, item.id, qty) }
        : { name: name.trim(), items: [{ equipment_id: item.id, qty }] };
    })
    .pipe(catalogPresetBody);
  const form = useAppForm<{ target: string | null; name: string; qty: number }>({ schema, initialValues: { target: null, name: '', qty: 1 } });
  const { target, qty } = form.getValues();
  const chosen = target ?? fallback;
  const topError = [form.formError, presetItemErrors(form.errors)].filter(Boolean).join(', ');

  const submit = form.onSubmit((values) => {
    const existing = list.find((p) => String(p.id) === chosen);
    const body = schema.parse(values);
    const saved = { onSuccess: (preset: { name: string }) => (notify.success(`${item.hcpcs} added to “${preset.name}”`), onDone()), onError: form.fail };
    if (existing) update.mutate({ id: existing.id, body }, saved);
    else create.mutate(body, saved);
  });

  if (presets.isPending) return <Loader size="sm" aria-label="Loading presets" />;
  return (
    <form onSubmit={submit} noValidate aria-label="Add to a preset">
      <Stack gap="md">
        <Text size="sm">
          <Text span ff="monospace" fw={600} mr={6}>
            {item.hcpcs}
          </Text>
          {item.name}
        </Text>
        {topError && (
          <Alert color="red" variant="light" role="alert">
            {topError}
          </Alert>
        )}
        <Radio.Group
          label="Preset"
          {...form.getInputProps('target')}
          value={chosen}
          onChange={(value) => {
            form.setFieldValue('target', value);
            form.clearErrors();
            form.clearFormError();
          }}
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
          <TextInput label={<RequiredLabel>Name of the new preset</RequiredLabel>} {...form.getInputProps('name')} />
        )}
        <QuantityInput showLabel label="Quantity" min={1} max={PRESET_MAX_QTY} value={qty} onChange={(n) => form.setFieldValue('qty', n)} />
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
