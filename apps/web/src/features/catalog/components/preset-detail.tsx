import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { z } from 'zod';
import { catalogPresetBody, type CatalogPreset, type CatalogPresetBody } from '@dme/contract';
import {
  DataTable,
  FormErrorText,
  Modal,
  QuantityInput,
  RequiredLabel,
  useAppForm,
  useConfirm,
  type DataTableColumn,
} from '../../../components';
import { TrashIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { presetQueryOptions } from '../api/get-preset';
import type { PresetSide } from '../api/preset-side';
import { useUpdatePreset } from '../api/update-preset';
import { EquipmentPicker } from './equipment-picker';
import { bodyOf, PRESET_MAX_QTY, withItem } from './preset-body';
import { useDeletePresetFlow } from './presets-table';

type Line = CatalogPreset['items'][number];

/** The whole preset sent again (the call replaces it) with the name typed, checked by the contract's rules. */
const renameSchema = (preset: CatalogPreset) =>
  z
    .object({ name: z.string() })
    .transform((v): z.input<typeof catalogPresetBody> => ({ ...bodyOf(preset), name: v.name.trim() }))
    .pipe(catalogPresetBody);

function RenameForm({ side, preset, onClose }: { side: PresetSide; preset: CatalogPreset; onClose: () => void }) {
  const update = useUpdatePreset(side);
  const schema = renameSchema(preset);
  const form = useAppForm<{ name: string }>({ schema, initialValues: { name: preset.name } });
  const submit = form.onSubmit((values) =>
    update.mutate({ id: preset.id, body: schema.parse(values) }, { onSuccess: onClose, onError: form.fail }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Rename preset">
      <Stack gap="md">
        <TextInput label={<RequiredLabel>Name</RequiredLabel>} {...form.getInputProps('name')} data-autofocus />
        {/* A refusal of the items sent along (an item gone from the catalogue meanwhile) names no field of this form. */}
        <FormErrorText error={form.formError} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface PresetDetailProps {
  side: PresetSide;
  presetId: number;
  /** Back to the presets list (a link), and where to go once the preset is deleted. */
  backHref: string;
  onDeleted: () => void;
}

/** One preset: its items with quantities; items are added, removed (after confirming) and counted; it can be renamed. */
export function PresetDetail({ side, presetId, backHref, onDeleted }: PresetDetailProps) {
  const preset = useQuery({ ...presetQueryOptions(side, presetId), enabled: presetId > 0 });
  const update = useUpdatePreset(side);
  const confirm = useConfirm();
  const deletePreset = useDeletePresetFlow(side);
  const [renaming, setRenaming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /**
   * Sends the whole preset after a change of its items (not a form: each click saves at once); true once saved. A
   * refusal, its field messages included, shows as one line above the table.
   */
  const saveItems = async (body: CatalogPresetBody): Promise<boolean> => {
    try {
      await update.mutateAsync({ id: presetId, body });
      setError(null);
      return true;
    } catch (failure) {
      setError(formErrorText(failure));
      return false;
    }
  };

  if (presetId <= 0) {
    return (
      <Alert color="yellow" variant="light" title="No such preset">
        <Anchor component={Link} to={backHref}>
          Back to the presets
        </Anchor>
      </Alert>
    );
  }
  if (preset.isPending) return <Loader size="sm" aria-label="Loading the preset" />;
  if (preset.isError) {
    return (
      <Alert color="red" variant="light" title="The preset could not be loaded">
        {formErrorText(preset.error)}{' '}
        <Anchor component={Link} to={backHref}>
          Back to the presets
        </Anchor>
      </Alert>
    );
  }
  const current = preset.data;
  const body = bodyOf(current);
  const isLast = current.items.length <= 1;

  const removeLine = async (line: Line) => {
    const label = line.equipment ? `${line.equipment.hcpcs} ${line.equipment.name}` : 'this item';
    if (!(await confirm({ text: `Remove ${label} from the preset?`, color: 'red' }))) return;
    await saveItems({ ...body, items: body.items.filter((i) => i.equipment_id !== line.equipment_id) });
  };

  const columns: DataTableColumn<Line>[] = [
    {
      key: 'hcpcs',
      title: 'HCPCS',
      width: 90,
      value: (line) => line.equipment?.hcpcs ?? '',
      render: (line) => (
        <Text size="sm" ff="monospace" fw={600}>
          {line.equipment?.hcpcs ?? '—'}
        </Text>
      ),
    },
    {
      key: 'name',
      title: 'Name',
      value: (line) => line.equipment?.name ?? '',
      render: (line) => <Text size="sm">{line.equipment?.name ?? 'This item is no longer in the catalog'}</Text>,
    },
    {
      key: 'qty',
      title: 'Quantity',
      width: 150,
      render: (line) => (
        <QuantityInput
          size="xs"
          min={1}
          max={PRESET_MAX_QTY}
          label={`Quantity of ${line.equipment?.hcpcs ?? 'item'}`}
          value={line.qty}
          disabled={update.isPending}
          onChange={(qty) =>
            void saveItems({ ...body, items: body.items.map((i) => (i.equipment_id === line.equipment_id ? { ...i, qty } : i)) })
          }
        />
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      csv: false,
      render: (line) => (
        <Tooltip label={isLast ? 'A preset keeps at least one item: delete the preset instead' : 'Remove from the preset'}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${line.equipment?.hcpcs ?? 'item'} from the preset`}
            disabled={isLast || update.isPending}
            onClick={() => void removeLine(line)}
          >
            <TrashIcon />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={backHref} size="sm">
            ← All presets
          </Anchor>
          <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {current.name}
          </Title>
        </Stack>
        <Group gap="xs">
          <Button variant="light" size="xs" onClick={() => setRenaming(true)}>
            Rename
          </Button>
          <Button
            variant="light"
            color="red"
            size="xs"
            onClick={() =>
              void deletePreset(current).then((gone) => {
                if (gone) onDeleted();
              })
            }
          >
            Delete preset
          </Button>
        </Group>
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <DataTable
          label={`Items of ${current.name}`}
          columns={columns}
          rows={current.items}
          rowKey={(line) => line.equipment_id}
          withSettings={false}
          paginate={false}
          minHeight={0}
          emptyText="No items."
        />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <EquipmentPicker
          label="Add an item"
          chosen={body.items.map((i) => i.equipment_id)}
          disabled={update.isPending}
          onPick={(item) =>
            void saveItems({ ...body, items: withItem(body.items, item.id, 1) }).then((saved) => {
              if (saved) notify.success(`${item.hcpcs} added`);
            })
          }
        />
      </Paper>
      <Modal opened={renaming} onClose={() => setRenaming(false)} title="Rename preset" size="sm">
        {renaming && <RenameForm side={side} preset={current} onClose={() => setRenaming(false)} />}
      </Modal>
    </Stack>
  );
}
