import { useState, type Key } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CLAIM_STATUS_LABELS, type ClaimPriority, type ClaimStatus, type ClaimSummary } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState, listEmptyText, serverListOf } from '../../../components';
import type { ClaimsListQuery } from '../api/keys';
import { claimsQueryOptions, claimsExport } from '../api/list-claims';
import { claimHref } from '../routes';
import { claimColumns, PRIORITY_OPTIONS, type ClaimList } from './claim-columns';
import { ClaimStatusBadge } from './claim-status-badge';
import { CoinsPaymentButton } from './coins-payment';
import { SubmitSelectedButton } from './submit-selected';

const STATUS_OPTIONS = Object.entries(CLAIM_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const EMPTY: Record<ClaimList, string> = {
  claims: 'No claims yet: create them from delivered suborders (Ready for billing).',
  coins: 'No open patient balances.',
  declined: 'No denied lines.',
  pending: 'No claims set aside.',
};
const STATUS_COLUMN: DataTableColumn<ClaimSummary> = {
  key: 'status',
  title: 'Status',
  sortable: true,
  value: (c) => c.status_name,
  exportAs: { path: 'status_name' },
  render: (c) => <ClaimStatusBadge status={c.status} />,
};

/** A claims list (`list=claims|coins|declined|pending`): filtered, searched, sorted and paged by the server. */
export function ClaimsList({ list }: { list: ClaimList }) {
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<ClaimStatus | null>(null);
  const [priority, setPriority] = useState<ClaimPriority | null>(null);
  const [selected, setSelected] = useState<Key[]>([]);
  const firstPage = () => setState((current) => ({ ...current, page: 1 }));

  const filter: Omit<ClaimsListQuery, 'page' | 'rowsPerPage'> = {
    list,
    ...(status ? { status } : {}),
    ...(priority ? { priority } : {}),
    ...(searched ? { search: searched } : {}),
    ...(state.sortBy && state.sortType ? { sortBy: state.sortBy as ClaimsListQuery['sortBy'], sortType: state.sortType } : {}),
  };
  const query = useQuery(claimsQueryOptions({ page: state.page, rowsPerPage: state.rowsPerPage, ...filter }));
  const base = claimColumns(list, STATUS_COLUMN);
  const columns: DataTableColumn<ClaimSummary>[] =
    list === 'coins' ? [...base, { key: 'action', title: '', csv: false, render: (c) => <CoinsPaymentButton claim={c} /> }] : base;
  const filtered = Boolean(searched || status || priority);

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <TextInput
          type="search"
          placeholder="Claim number, patient or member id"
          aria-label="Search claims"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            firstPage();
          }}
          style={{ flex: '1 1 200px', maxWidth: 340 }}
        />
        <Select
          aria-label="Status"
          placeholder="Any status"
          clearable
          data={STATUS_OPTIONS}
          value={status}
          onChange={(v) => (setStatus(v as ClaimStatus | null), firstPage())}
          style={{ flex: '0 1 200px' }}
        />
        <Select
          aria-label="Priority"
          placeholder="Any priority"
          clearable
          data={PRIORITY_OPTIONS}
          value={priority}
          onChange={(v) => (setPriority(v as ClaimPriority | null), firstPage())}
          style={{ flex: '0 1 160px' }}
        />
        {list === 'claims' && <SubmitSelectedButton ids={selected.map(Number)} onDone={() => setSelected([])} />}
      </Group>
      <DataTable
        label="Claims"
        columns={columns}
        {...serverListOf(query)}
        state={state}
        onStateChange={setState}
        selectable={list === 'claims'}
        selected={selected}
        onSelectedChange={setSelected}
        emptyText={listEmptyText(query, filtered ? 'No claim matches' : EMPTY[list])}
        onRowClick={(c) => void navigate(claimHref(c.id))}
        exportList={{ ...claimsExport(filter, `claims-${list}.csv`), columns }}
      />
    </Stack>
  );
}
