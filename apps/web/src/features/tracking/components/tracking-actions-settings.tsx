import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Badge, Button, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { AUTO_TRACKING_EVENTS, type TrackingAction } from '@dme/contract';
import { DataTable, Modal, TABLE, useConfirm, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { lazyComponent } from '../../../lib/lazy-component';
import { notify } from '../../../lib/notify';
import { useDeleteAction } from '../api/delete-action';
import { actionsExport, actionsQueryOptions } from '../api/list-actions';

// The form, and zod which validates it, load when it is first wanted (the button pointed at), not with the list.
const { Component: ActionForm, preload: preloadForm } = lazyComponent(() => import('./action-form'), 'ActionForm', <Loader size="sm" />);

const COLUMNS: DataTableColumn<TrackingAction>[] = [
  {
    key: 'name',
    title: 'Action',
    value: (a) => a.name,
    // On a phone how it is recorded is written under the name instead of in a column of its own.
    render: (a) => (
      <>
        <Text fz="sm" fw={500}>
          {a.name}
        </Text>
        <Text fz="xs" c="dimmed" hiddenFrom="sm">
          {a.auto_event ? `Auto: ${AUTO_TRACKING_EVENTS[a.auto_event]}` : 'By hand'}
          {a.is_active ? '' : ' · inactive'}
        </Text>
      </>
    ),
  },
  { key: 'amount', exportAs: { path: ['amount', 'kind'] }, title: 'Counts', value: (a) => `${a.amount} ${a.kind}`, render: (a) => <Text fz="sm">{a.amount} {a.kind === 'points' ? 'points' : 'min'}</Text> },
  {
    key: 'auto_event',
    exportAs: { labels: AUTO_TRACKING_EVENTS },
    title: 'Recorded',
    visibleFrom: 'sm',
    value: (a) => (a.auto_event ? AUTO_TRACKING_EVENTS[a.auto_event] : 'By hand'),
    render: (a) => (
      <Badge variant="light" color={a.auto_event ? 'blue' : 'gray'} tt="none">
        {a.auto_event ? `Auto: ${AUTO_TRACKING_EVENTS[a.auto_event]}` : 'By hand'}
      </Badge>
    ),
  },
  { key: 'is_active', exportAs: { labels: { true: 'yes', false: 'no' } }, title: 'Active', visibleFrom: 'sm', value: (a) => (a.is_active ? 'yes' : 'no') },
  { key: 'records_count', title: 'Recorded so far', visibleFrom: 'md', align: 'right', value: (a) => a.records_count },
];

/** `supplier.settings.tracking`: the actions the company tracks, with their points or minutes. */
export function TrackingActionsSettings() {
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const list = useQuery(actionsQueryOptions({ page: state.page, rowsPerPage: state.rowsPerPage }));
  const [editing, setEditing] = useState<TrackingAction | 'new' | null>(null);
  const [opened, setOpened] = useState(false);
  const confirm = useConfirm();
  const remove = useDeleteAction();
  const open = (a: TrackingAction | 'new') => {
    setEditing(a);
    setOpened(true);
  };
  const askDelete = async (a: TrackingAction) => {
    const ok = await confirm({ title: 'Delete action', text: `Delete “${a.name}”? Nothing new is recorded with it; what was recorded stays in the totals.`, confirmLabel: 'Delete', color: 'red' });
    if (ok) remove.mutate(a.id, { onSuccess: () => notify.success('Action deleted') });
  };
  const columns: DataTableColumn<TrackingAction>[] = [
    ...COLUMNS,
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      csv: false,
      render: (a) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button size="compact-sm" variant="subtle" onClick={() => open(a)} aria-label={`Edit ${a.name}`}>
            Edit
          </Button>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" size="lg" onClick={() => void askDelete(a)} aria-label={`Delete ${a.name}`}>
              <TrashIcon />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<PlusIcon />} onPointerEnter={preloadForm} onFocus={preloadForm} onClick={() => open('new')}>
          New action
        </Button>
      </Group>
      <DataTable
        label="Tracking actions"
        columns={columns}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={list.isError ? formErrorText(list.error) : 'No actions yet: define what your staff do, e.g. "Called patient"'}
        onRowClick={(a) => open(a)}
        exportList={{ ...actionsExport({}, 'tracking-actions.csv'), columns }}
      />
      <Modal opened={opened} onClose={() => setOpened(false)} onExited={() => setEditing(null)} title={editing === 'new' ? 'New tracking action' : 'Edit tracking action'}>
        {editing !== null && <ActionForm action={editing === 'new' ? null : editing} onDone={() => setOpened(false)} />}
      </Modal>
    </Stack>
  );
}
