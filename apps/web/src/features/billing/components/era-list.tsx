import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Checkbox, Stack, Text } from '@mantine/core';
import { formatCents, formatDate, type EraSummary } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { erasQueryOptions } from '../api/eras';
import type { ErasListQuery } from '../api/keys';
import { eraHref } from '../routes';

export const BalancedBadge = ({ balanced }: { balanced: boolean }) => (
  <Badge variant="light" color={balanced ? 'green' : 'red'} tt="none">
    {balanced ? 'Balanced' : 'Out of balance'}
  </Badge>
);

const COLUMNS: DataTableColumn<EraSummary>[] = [
  {
    key: 'payer',
    title: 'Payer',
    value: (e) => e.payer.name,
    // On a phone the payment day and whether every claim matched are written under the payer.
    render: (e) => (
      <>
        <Text fz="sm" miw={120}>
          {e.payer.name}
        </Text>
        <Text fz="xs" c={e.matched_count < e.claims_count ? 'orange' : 'dimmed'} hiddenFrom="sm">
          {[formatDate(e.paid_on), `${e.matched_count} of ${e.claims_count} matched`].filter(Boolean).join(' · ')}
        </Text>
      </>
    ),
  },
  {
    key: 'trace_number',
    title: 'Trace number',
    visibleFrom: 'sm',
    value: (e) => e.trace_number,
    render: (e) => (
      <Text fz="sm" fw={600}>
        {e.trace_number}
      </Text>
    ),
  },
  {
    key: 'paid_on',
    title: 'Paid on',
    visibleFrom: 'sm',
    sortable: true,
    value: (e) => formatDate(e.paid_on),
    render: (e) => <Text fz="sm">{formatDate(e.paid_on) || '—'}</Text>,
  },
  {
    key: 'total_cents',
    title: 'Total',
    sortable: true,
    align: 'right',
    value: (e) => e.total_cents / 100,
    render: (e) => <Text fz="sm">{formatCents(e.total_cents)}</Text>,
  },
  {
    key: 'balanced',
    title: 'Balanced',
    visibleFrom: 'sm',
    value: (e) => (e.balanced ? 'yes' : 'no'),
    render: (e) => <BalancedBadge balanced={e.balanced} />,
  },
  {
    key: 'matched',
    title: 'Matched',
    visibleFrom: 'sm',
    value: (e) => `${e.matched_count} of ${e.claims_count}`,
    render: (e) => (
      <Text fz="sm" c={e.matched_count < e.claims_count ? 'orange' : undefined}>
        {e.matched_count} of {e.claims_count}
      </Text>
    ),
  },
  {
    key: 'created_at',
    title: 'Imported',
    visibleFrom: 'md',
    sortable: true,
    value: (e) => formatDate(e.created_at),
    render: (e) => <Text fz="sm">{formatDate(e.created_at)}</Text>,
  },
  { key: 'file_name', title: 'File', hidden: true, value: (e) => e.file_name },
];

/** Remittances imported, newest first (or only those with a claim no claim of ours matched); a row opens one. */
export function EraList() {
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [unmatched, setUnmatched] = useState(false);
  const query: ErasListQuery = {
    page: state.page,
    rowsPerPage: state.rowsPerPage,
    ...(unmatched ? { unmatched: true } : {}),
    ...(state.sortBy && state.sortType ? { sortBy: state.sortBy as ErasListQuery['sortBy'], sortType: state.sortType } : {}),
  };
  const list = useQuery(erasQueryOptions(query));
  return (
    <Stack gap="xs">
      <Checkbox
        label="Only remittances with unmatched claims"
        checked={unmatched}
        onChange={(e) => {
          setUnmatched(e.currentTarget.checked);
          setState((s) => ({ ...s, page: 1 }));
        }}
      />
      <DataTable
        label="Remittances"
        columns={COLUMNS}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={
          list.isError
            ? formErrorText(list.error)
            : unmatched
              ? 'Every remittance matched its claims.'
              : 'No remittances yet: upload an 835 or fetch from the clearinghouse.'
        }
        onRowClick={(e) => void navigate(eraHref(e.id))}
      />
    </Stack>
  );
}
