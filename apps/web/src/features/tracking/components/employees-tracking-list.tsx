import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDuration, href, type EmployeeTrackingRow } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import type { Period } from '../api/keys';
import { employeesTrackingQueryOptions, employeesTrackingExport } from '../api/list-employees';
import { PeriodPicker } from './period-picker';

const COLUMNS: DataTableColumn<EmployeeTrackingRow>[] = [
  {
    key: 'name',
    exportAs: { path: 'user.name' },
    title: 'Name',
    sortable: true,
    value: (r) => r.user.name,
    render: (r) => (
      <Stack gap={0}>
        <Text fz="sm" fw={500}>
          {r.user.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {r.user.is_staff ? r.user.staff_roles.join(', ') || 'Staff' : r.user.staff_roles.includes('delivery_driver') ? 'Driver' : 'Owner'}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'clocked_in',
    exportAs: { path: 'clocked_in_since', format: 'datetime' },
    title: 'Now',
    value: (r) => (r.clocked_in_since ? 'clocked in' : ''),
    render: (r) => (r.clocked_in_since ? <Badge color="green" variant="light" tt="none">Clocked in</Badge> : <Text fz="sm" c="dimmed">—</Text>),
  },
  { key: 'seconds', title: 'Time worked', align: 'right', value: (r) => formatDuration(r.seconds, 'seconds') },
  // On a phone: the name, whether clocked in and the time; the person's screen has the rest.
  { key: 'points', title: 'Points', visibleFrom: 'sm', align: 'right', value: (r) => r.points },
  { key: 'action_minutes', title: 'Action minutes', visibleFrom: 'md', align: 'right', value: (r) => r.action_minutes },
  { key: 'actions_count', title: 'Actions', visibleFrom: 'sm', align: 'right', value: (r) => r.actions_count },
  { key: 'email', exportAs: { path: 'user.email' }, title: 'E-mail', hidden: true, value: (r) => r.user.email ?? '' },
];

/** `supplier.employees.tracking.list`: everyone's time and actions in a period; a row opens the person. */
export function EmployeesTrackingList() {
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [period, setPeriod] = useState<Period>({});
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const filter = { ...period, ...(searched ? { search: searched } : {}), ...(state.sortType ? { sortBy: 'name' as const, sortType: state.sortType } : {}) };
  const list = useQuery(employeesTrackingQueryOptions({ page: state.page, rowsPerPage: state.rowsPerPage, ...filter }));
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          aria-label="Search people"
          placeholder="Search by name"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setState((s) => ({ ...s, page: 1 }));
          }}
          style={{ flex: '1 1 200px', maxWidth: 300 }}
        />
        <PeriodPicker shown={period.from && period.to ? { from: period.from, to: period.to } : currentWeek()} onChange={setPeriod} />
      </Group>
      <DataTable
        label="Employee tracking"
        columns={COLUMNS}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={list.isError ? formErrorText(list.error) : searched ? 'Nobody matches the search' : 'Nobody to show'}
        onRowClick={(r) => void navigate(href('supplier.employees.tracking.show.time', { id: r.user.id }))}
        exportList={{ ...employeesTrackingExport(filter, 'employee-tracking.csv'), columns: COLUMNS }}
      />
    </Stack>
  );
}

/** Monday to Sunday of this week on the browser's calendar: what the list shows until a period is chosen. */
function currentWeek(): { from: string; to: string } {
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const monday = new Date(Date.parse(`${today}T00:00:00Z`) - ((now.getDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
  return { from: monday, to: new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10) };
}
