import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDate, type Suborder } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCreateSuborderClaim } from '../api/create-claim';
import type { UnbilledQuery } from '../api/keys';
import { unbilledQueryOptions } from '../api/unbilled-suborders';
import { claimHref } from '../routes';

function CreateClaimButton({ suborder }: { suborder: Suborder }) {
  const navigate = useNavigate();
  const create = useCreateSuborderClaim();
  return (
    <span onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      <Button
        size="compact-xs"
        variant="light"
        loading={create.isPending}
        aria-label={`Create claim for ${suborder.number}`}
        onClick={() =>
          create.mutate(
            { suborderId: suborder.id },
            { onSuccess: (claim) => void navigate(claimHref(claim.id)), onError: (e) => notify.error(formErrorText(e)) },
          )
        }
      >
        Create claim
      </Button>
    </span>
  );
}

const COLUMNS: DataTableColumn<Suborder>[] = [
  {
    key: 'id',
    title: 'Suborder',
    sortable: true,
    value: (s) => s.number,
    // On a phone the patient and the delivery day are written under the number instead of in columns of their own.
    render: (s) => (
      <>
        <Text fz="sm" fw={600}>
          {s.number}
        </Text>
        <Text fz="xs" c="dimmed" hiddenFrom="sm">
          {[s.patient.full_name, formatDate(s.delivered_at)].filter(Boolean).join(' · ')}
        </Text>
      </>
    ),
  },
  {
    key: 'patient',
    title: 'Patient',
    visibleFrom: 'sm',
    value: (s) => s.patient.full_name,
    render: (s) => (
      <Text fz="sm" miw={120}>
        {s.patient.full_name}
      </Text>
    ),
  },
  { key: 'order', title: 'Order', visibleFrom: 'md', value: (s) => s.order_id, render: (s) => <Text fz="sm">#{s.order_id}</Text> },
  {
    key: 'delivered_at',
    title: 'Delivered',
    visibleFrom: 'sm',
    value: (s) => formatDate(s.delivered_at),
    render: (s) => <Text fz="sm">{formatDate(s.delivered_at) || '—'}</Text>,
  },
  { key: 'items_count', title: 'Items', visibleFrom: 'sm', align: 'right', render: (s) => <Text fz="sm">{s.items_count}</Text> },
  { key: 'action', title: '', csv: false, render: (s) => <CreateClaimButton suborder={s} /> },
];

/** Delivered suborders without a claim yet, each with "Create claim" (for the order's primary insurance). */
export function ReadySubordersList() {
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const query: UnbilledQuery = {
    page: state.page,
    rowsPerPage: state.rowsPerPage,
    ...(searched ? { search: searched } : {}),
    ...(state.sortBy && state.sortType ? { sortBy: state.sortBy as UnbilledQuery['sortBy'], sortType: state.sortType } : {}),
  };
  const list = useQuery(unbilledQueryOptions(query));
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        placeholder="Number or patient"
        aria-label="Search suborders"
        value={search}
        onChange={(e) => (setSearch(e.currentTarget.value), setState((s) => ({ ...s, page: 1 })))}
        maw={340}
      />
      <DataTable
        label="Suborders ready for billing"
        columns={COLUMNS}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={list.isError ? formErrorText(list.error) : searched ? 'No suborder matches' : 'Every delivered suborder has its claim.'}
      />
    </Stack>
  );
}
