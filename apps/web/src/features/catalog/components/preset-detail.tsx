import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import type { CatalogPreset, CatalogPresetBody } from '@dme/contract';
import { DataTable, Modal, QuantityInput, RequiredLabel, useConfirm, type DataTableColumn } from '../../../components';
import { TrashIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { presetQueryOptions } from '../api/get-preset';
import type { PresetSide } from '../api/preset-side';
import { useUpdatePreset } from '../api/update-preset';
import { EquipmentPicker } from './equipment-picker';
import { bodyOf, PRESET_MAX_QTY, presetServerErrors, validatePreset, withItem } from './preset-body';
import { useDeletePresetFlow } from './presets-table';

type Line = CatalogPreset['items'][number];

function RenameModal({
  preset,
  opened,
  onClose,
  save,
}: {
  preset: CatalogPreset;
  opened: boolean;
  onClose: () => void;
  save: (body: CatalogPresetBody) => Promise<Record<string, string>>;
}) {
  const [name, setName] = useState(preset.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    const errors = await save({ ...bodyOf(preset), name: name.trim() }).finally(() => setSaving(false));
    if (Object.keys(errors).length === 0) onClose();
    else setError(errors.name ?? errors.form ?? Object.values(errors).join(', '));
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Rename preset" size="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label={<RequiredLabel>Name</RequiredLabel>}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </form>
    </Modal>
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

  /** Sends the whole preset; answers the errors by field (empty when saved). */
  const save = async (body: CatalogPresetBody): Promise<Record<string, string>> => {
    const invalid = validatePreset(body);
    if (Object.keys(invalid).length > 0) return invalid;
    try {
      await update.mutateAsync({ id: presetId, body });
      setError(null);
      return {};
    } catch (failure) {
      return presetServerErrors(failure);
    }
  };
  const saveItems = async (body: CatalogPresetBody): Promise<boolean> => {
    const errors = await save(body);
    if (Object.keys(errors).length === 0) return true;
    setError(Object.values(errors).join(', '));
    return false;
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
      {renaming && <RenameModal preset={current} opened={renaming} onClose={() => setRenaming(false)} save={save} />}
    </Stack>
  );
}
