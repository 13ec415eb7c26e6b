import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Button, Group, Loader, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDate, type SettingsTag } from '@dme/contract';
import { DataTable, Modal, TABLE, useConfirm, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { lazyComponent } from '../../../lib/lazy-component';
import { notify } from '../../../lib/notify';
import { useDeleteTag } from '../api/delete-tag';
import { tagsExport, tagsQueryOptions } from '../api/list-tags';
import { TagBadge } from './tag-badge';

// The form, and zod which validates it, load when it is first wanted (the button pointed at), not with the list.
const { Component: TagForm, preload: preloadForm } = lazyComponent(() => import('./tag-form'), 'TagForm', <Loader size="sm" />);

const COLUMNS: DataTableColumn<SettingsTag>[] = [
  { key: 'name', title: 'Tag', value: (t) => t.name, render: (t) => <TagBadge tag={t} wrap /> },
  { key: 'color', title: 'Colour', visibleFrom: 'sm', value: (t) => t.color, render: (t) => <Text fz="sm" ff="monospace">{t.color}</Text> },
  { key: 'orders_count', title: 'Orders', align: 'right', value: (t) => t.orders_count },
  { key: 'patients_count', title: 'Patients', align: 'right', value: (t) => t.patients_count },
  { key: 'created_at', exportAs: { format: 'date' }, title: 'Created', value: (t) => formatDate(t.created_at), hidden: true },
];

/** `supplier.settings.tags`: the company's tags; delete asks first and says how many records lose the tag. */
export function TagsSettings() {
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<SettingsTag | 'new' | null>(null);
  const [opened, setOpened] = useState(false);
  const query = { page: state.page, rowsPerPage: state.rowsPerPage, ...(searched ? { search: searched } : {}) };
  const list = useQuery(tagsQueryOptions(query));
  const confirm = useConfirm();
  const remove = useDeleteTag();

  const open = (tag: SettingsTag | 'new') => {
    setEditing(tag);
    setOpened(true);
  };
  const askDelete = async (tag: SettingsTag) => {
    const on = [tag.orders_count && `${tag.orders_count} order(s)`, tag.patients_count && `${tag.patients_count} patient(s)`].filter(Boolean).join(' and ');
    const ok = await confirm({ title: 'Delete tag', text: `Delete the tag “${tag.name}”?${on ? ` It is taken off ${on}.` : ''}`, confirmLabel: 'Delete', color: 'red' });
    if (!ok) return;
    remove.mutate(tag.id, { onSuccess: () => notify.success('Tag deleted') });
  };
  const actions: DataTableColumn<SettingsTag> = {
    key: 'actions',
    title: 'Actions',
    align: 'right',
    csv: false,
    render: (t) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {/* A phone opens a tag by tapping its row (or Enter on it), which leaves room for the row without scrolling. */}
        <Button size="compact-sm" variant="subtle" visibleFrom="sm" onClick={() => open(t)} aria-label={`Edit ${t.name}`}>
          Edit
        </Button>
        <Tooltip label="Delete">
          <ActionIcon variant="subtle" color="red" size="lg" onClick={() => void askDelete(t)} aria-label={`Delete ${t.name}`}>
            <TrashIcon />
          </ActionIcon>
        </Tooltip>
      </Group>
    ),
  };
  const columns = [...COLUMNS, actions];

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <TextInput
          type="search"
          aria-label="Search tags"
          placeholder="Search tags"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setState((s) => ({ ...s, page: 1 }));
          }}
          style={{ flex: '1 1 200px', maxWidth: 320 }}
        />
        <Button leftSection={<PlusIcon />} onPointerEnter={preloadForm} onFocus={preloadForm} onClick={() => open('new')}>
          New tag
        </Button>
      </Group>
      <DataTable
        label="Tags"
        columns={columns}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={list.isError ? formErrorText(list.error) : searched ? 'No tag matches the search' : 'No tags yet: create the first one'}
        onRowClick={(t) => open(t)}
        exportList={{ ...tagsExport(searched ? { search: searched } : {}, 'tags.csv'), columns }}
      />
      <Modal opened={opened} onClose={() => setOpened(false)} onExited={() => setEditing(null)} title={editing === 'new' ? 'New tag' : 'Edit tag'}>
        {editing !== null && <TagForm tag={editing === 'new' ? null : editing} onDone={() => setOpened(false)} />}
      </Modal>
    </Stack>
  );
}
