import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDateTime, formatDuration, type CommunicationLog } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState, listEmptyText, serverListOf } from '../../../components';
import type { CommunicationQuery } from '../api/keys';
import { communicationExport, communicationQueryOptions } from '../api/list-communication';

type Channel = 'call' | 'mail';
const party = (number: string, name: string) => [name, number].filter(Boolean).join(' · ') || '—';
const RESULT_COLOR: Record<string, string> = { sent: 'green', queued: 'yellow', failed: 'red' };

/** The time, and on a phone what the columns that give way would say (`phoneLine`) under it. */
const when = (phoneLine: (l: CommunicationLog) => string): DataTableColumn<CommunicationLog> => ({
  key: 'started_at',
  exportAs: { format: 'datetime' },
  title: 'When',
  render: (l) => (
    <>
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(l.started_at)}
      </Text>
      <Text fz="xs" c="dimmed" hiddenFrom="sm">
        {phoneLine(l)}
      </Text>
    </>
  ),
  csv: (l) => formatDateTime(l.started_at),
});

const CALL_COLUMNS: readonly DataTableColumn<CommunicationLog>[] = [
  when((l) => (l.direction === 'inbound' ? `From ${party(l.from_number, l.from_name)}` : `To ${party(l.to_number, l.to_name)}`)),
  { key: 'direction', title: 'Direction', visibleFrom: 'sm', value: (l) => l.direction },
  { key: 'from', exportAs: { path: ['from_name', 'from_number'], separator: ' · ' }, title: 'From', visibleFrom: 'sm', value: (l) => party(l.from_number, l.from_name) },
  { key: 'to', exportAs: { path: ['to_name', 'to_number'], separator: ' · ' }, title: 'To', visibleFrom: 'sm', value: (l) => party(l.to_number, l.to_name) },
  { key: 'duration_seconds', title: 'Duration', value: (l) => formatDuration(l.duration_seconds, 'seconds') },
  { key: 'result', title: 'Result', visibleFrom: 'sm', value: (l) => l.result || '—' },
  { key: 'user', exportAs: { path: 'user.name' }, title: 'User', visibleFrom: 'md', value: (l) => l.user?.name ?? '—' },
];

const MAIL_COLUMNS: readonly DataTableColumn<CommunicationLog>[] = [
  when((l) => `To ${party(l.to_number, l.to_name)}`),
  { key: 'to', exportAs: { path: ['to_name', 'to_number'], separator: ' · ' }, title: 'To', visibleFrom: 'sm', value: (l) => party(l.to_number, l.to_name) },
  { key: 'subject', title: 'Subject', value: (l) => l.subject ?? '' },
  {
    key: 'result',
    title: 'State',
    value: (l) => l.result,
    render: (l) => (
      <Badge variant="light" color={RESULT_COLOR[l.result] ?? 'gray'}>
        {l.result}
      </Badge>
    ),
  },
];

/** Calls from the phone widget and mails the product sent for the company (recipient and subject, never the body). */
export function CommunicationLogList() {
  const [channel, setChannel] = useState<Channel>('call');
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [direction, setDirection] = useState<'inbound' | 'outbound' | null>(null);
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const firstPage = () => setState((current) => ({ ...current, page: 1 }));
  const filter: CommunicationQuery = {
    channel,
    ...(searched ? { search: searched } : {}),
    ...(channel === 'call' && direction ? { direction } : {}),
    ...(dateFrom ? { date_from: dateFrom } : {}),
    ...(dateTo ? { date_to: dateTo } : {}),
  };
  const query = useQuery(communicationQueryOptions({ page: state.page, rowsPerPage: state.rowsPerPage, ...filter }));

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap" align="flex-end">
        <SegmentedControl
          aria-label="Channel"
          value={channel}
          onChange={(v) => (setChannel(v as Channel), firstPage())}
          data={[
            { value: 'call', label: 'Calls' },
            { value: 'mail', label: 'Mails' },
          ]}
        />
        <TextInput
          type="search"
          label="Search"
          placeholder={channel === 'call' ? 'Number or name' : 'Address or subject'}
          value={search}
          onChange={(e) => (setSearch(e.currentTarget.value), firstPage())}
          style={{ flex: '1 1 180px', maxWidth: 300 }}
        />
        {channel === 'call' && (
          <Select
            label="Direction"
            placeholder="Both"
            clearable
            data={[
              { value: 'inbound', label: 'Inbound' },
              { value: 'outbound', label: 'Outbound' },
            ]}
            value={direction}
            onChange={(v) => (setDirection(v as 'inbound' | 'outbound' | null), firstPage())}
            style={{ flex: '0 1 150px' }}
          />
        )}
        <TextInput label="From" type="date" value={dateFrom} onChange={(e) => (setDateFrom(e.currentTarget.value), firstPage())} style={{ flex: '0 1 150px' }} />
        <TextInput label="To" type="date" value={dateTo} onChange={(e) => (setDateTo(e.currentTarget.value), firstPage())} style={{ flex: '0 1 150px' }} />
      </Group>
      <DataTable
        label={channel === 'call' ? 'Calls' : 'Mails'}
        columns={channel === 'call' ? CALL_COLUMNS : MAIL_COLUMNS}
        {...serverListOf(query)}
        state={state}
        onStateChange={setState}
        emptyText={listEmptyText(query, channel === 'call' ? 'No calls logged yet: the phone widget reports each completed call' : 'No mails sent yet')}
        exportList={communicationExport(filter, `communication-${channel}s.csv`)}
      />
    </Stack>
  );
}
