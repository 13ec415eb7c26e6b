import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Code, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime, type Patient, type PatientLogEntry } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { logsExport, logsQueryOptions } from '../api/list-logs';

/** "patient_address.update" -> "Patient address update". */
const actionText = (action: string) => {
  const text = action.replace(/[._]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

const COLUMNS: readonly DataTableColumn<PatientLogEntry>[] = [
  {
    key: 'created_at',
    exportAs: { format: 'datetime' },
    title: 'When',
    sortable: true,
    // On a phone the user is written under the time, and the changed fields under the action (a row expands too).
    render: (e) => (
      <>
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(e.created_at)}
        </Text>
        <Text fz="xs" c="dimmed" hiddenFrom="sm">
          {e.user_name ?? 'System'}
        </Text>
      </>
    ),
    csv: (e) => formatDateTime(e.created_at),
  },
  { key: 'user_name', title: 'User', visibleFrom: 'sm', render: (e) => e.user_name ?? 'System' },
  {
    key: 'action',
    title: 'Action',
    render: (e) => (
      <>
        <Text fz="sm">{actionText(e.action)}</Text>
        <Text fz="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
          {e.changes.map((c) => c.field).join(', ')}
        </Text>
      </>
    ),
  },
  {
    key: 'changes',
    exportAs: { path: 'changes.field' },
    title: 'Changed',
    visibleFrom: 'sm',
    // The server lists the changed fields; values of fields that identify a patient never reach the browser.
    value: (e) => e.changes.map((c) => c.field).join(', '),
    render: (e) => (
      <Text fz="sm" miw={160}>
        {e.changes.map((c) => c.field).join(', ')}
      </Text>
    ),
  },
];

function Snapshot({ label, value }: { label: string; value: unknown }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Code block fz="xs" style={{ maxHeight: 240, overflow: 'auto' }}>
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </Code>
    </Stack>
  );
}

/** The company's audit rows about the patient, newest first; a row expands to its before and after. */
export function LogsTab({ patient }: { patient: Patient }) {
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const logs = useQuery(
    logsQueryOptions(patient.id, { page: state.page, rowsPerPage: state.rowsPerPage, ...(state.sortType ? { sortType: state.sortType } : {}) }),
  );
  return (
    <DataTable
      label="Logs"
      columns={COLUMNS}
      {...serverListOf(logs)}
      state={state}
      onStateChange={setState}
      emptyText={logs.isError ? formErrorText(logs.error) : undefined}
      renderExpanded={(e) => (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <Snapshot label="Before" value={e.before} />
          <Snapshot label="After" value={e.after} />
        </SimpleGrid>
      )}
      exportList={logsExport(patient.id, state.sortType ? { sortType: state.sortType } : {}, `patient-${patient.id}-logs.csv`)}
    />
  );
}
