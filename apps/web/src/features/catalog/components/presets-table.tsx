import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Button, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDate, type CatalogPreset } from '@dme/contract';
import { DataTable, MountOnceOpened, TABLE, useConfirm, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { lazyComponent } from '../../../lib/lazy-component';
import { notify } from '../../../lib/notify';
import { useDeletePreset } from '../api/delete-preset';
import { presetsQueryOptions } from '../api/list-presets';
import type { PresetSide } from '../api/preset-side';

// The "New preset" form, and zod which validates it, load when the button is first pointed at, not with the list.
const { Component: PresetCreateModal, preload: preloadForm } = lazyComponent(() => import('./preset-create-modal'), 'PresetCreateModal');

const SEARCH_DEBOUNCE_MS = 300;

const itemsText = (preset: CatalogPreset) =>
  preset.items.map((i) => (i.equipment ? `${i.equipment.hcpcs}${i.qty > 1 ? ` ×${i.qty}` : ''}` : 'removed item')).join(', ');

/** The delete button of a row: confirmed first (the spec's confirm dialog), then sent; the list refreshes. */
export function useDeletePresetFlow(side: PresetSide) {
  const confirm = useConfirm();
  const remove = useDeletePreset(side);
  return async (preset: CatalogPreset): Promise<boolean> => {
    const confirmed = await confirm({ item_data: preset, text: `Delete the preset “${preset.name}”?`, color: 'red' });
    if (!confirmed) return false;
    try {
      await remove.mutateAsync(confirmed.item_data.id);
      notify.success('Preset deleted');
      return true;
    } catch {
      // The error catalogue has told the user.
      return false;
    }
  };
}

export interface PresetsTableProps {
  side: PresetSide;
  /** Opens a preset (a row click, Enter on a row, or right after creating one). */
  onOpen: (preset: CatalogPreset) => void;
}

/** The account's catalog presets: name, items, last change; create, open and delete (after confirming). */
export function PresetsTable({ side, onOpen }: PresetsTableProps) {
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [creating, setCreating] = useState(false);
  const list = useQuery(
    presetsQueryOptions(side, { page: state.page, rowsPerPage: state.rowsPerPage, ...(searched ? { search: searched } : {}) }),
  );
  const deletePreset = useDeletePresetFlow(side);

  const columns: DataTableColumn<CatalogPreset>[] = [
    {
      key: 'name',
      title: 'Name',
      render: (preset) => (
        <Text size="sm" fw={500}>
          {preset.name}
        </Text>
      ),
    },
    {
      key: 'items',
      title: 'Items',
      value: (preset) => itemsText(preset),
      render: (preset) => (
        <Text size="sm" miw={160}>
          <Text span fw={500}>
            {preset.items.length}
          </Text>
          <Text span c="dimmed">
            {' '}
            · {itemsText(preset)}
          </Text>
        </Text>
      ),
    },
    {
      key: 'updated_at',
      title: 'Updated',
      render: (preset) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(preset.updated_at)}
        </Text>
      ),
      csv: (preset) => formatDate(preset.updated_at),
    },
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      csv: false,
      render: (preset) => (
        <Tooltip label="Delete preset">
          <ActionIcon variant="subtle" color="red" aria-label={`Delete preset ${preset.name}`} onClick={() => void deletePreset(preset)}>
            <TrashIcon />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label="Presets"
        columns={columns}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={list.isError ? formErrorText(list.error) : searched ? 'No presets match the search.' : 'No presets yet.'}
        onRowClick={(preset) => onOpen(preset)}
        toolbar={
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              leftSection={<PlusIcon />}
              onPointerEnter={preloadForm}
              onFocus={preloadForm}
              onClick={() => setCreating(true)}
            >
              New preset
            </Button>
            <TextInput
              type="search"
              size="xs"
              placeholder="Search presets"
              aria-label="Search presets"
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setState((current) => ({ ...current, page: 1 }));
              }}
              w={{ base: 130, sm: 220 }}
            />
          </Group>
        }
      />
      <MountOnceOpened opened={creating}>
        <PresetCreateModal
          side={side}
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={(preset) => {
            setCreating(false);
            notify.success(`Preset “${preset.name}” created`);
            onOpen(preset);
          }}
        />
      </MountOnceOpened>
    </>
  );
}
