import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Group, Select as MantineSelect, Text, TextInput } from '@mantine/core';
import { EMPLOYEE_STATUSES, formatDateTime, STAFF_ROLES, type EmployeeSummary } from '@dme/contract';
import { DataTable, labelsOf, TABLE, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { useCurrentUser } from '../../auth';
import type { EmployeesListQuery } from '../api/keys';
import { employeesExport, employeesQueryOptions } from '../api/list-employees';
import { employeeTabHref } from '../routes';
import { roleLabel, STATUS_LABELS } from './format';

export const EmployeeStatusBadge = ({ status }: { status: EmployeeSummary['status'] }) => (
  <Badge variant="light" color={STATUS_LABELS[status].color} tt="none">
    {STATUS_LABELS[status].label}
  </Badge>
);

const COLUMNS: DataTableColumn<EmployeeSummary>[] = [
  {
    key: 'name',
    title: 'Name',
    sortable: true,
    value: (e) => e.name,
    render: (e) => (
      <div>
        <Text fz="sm" fw={600}>
          {e.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {e.email ?? e.login}
        </Text>
      </div>
    ),
  },
  {
    key: 'roles',
    exportAs: { path: 'staff_roles', labels: Object.fromEntries(STAFF_ROLES.map((r) => [r, roleLabel(r)])) },
    title: 'Roles',
    visibleFrom: 'sm',
    value: (e) => e.staff_roles.map(roleLabel).join(', '),
    render: (e) => (
      <Group gap={4}>
        {e.staff_roles.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Staff
          </Text>
        ) : (
          e.staff_roles.map((r) => (
            <Badge key={r} variant="outline" tt="none">
              {roleLabel(r)}
            </Badge>
          ))
        )}
      </Group>
    ),
  },
  {
    key: 'departments',
    exportAs: { path: 'departments.name' },
    title: 'Departments',
    visibleFrom: 'sm',
    value: (e) => e.departments.map((d) => d.name).join(', '),
    render: (e) => <Text fz="sm">{e.departments.map((d) => d.name).join(', ') || '—'}</Text>,
  },
  {
    key: 'status',
    exportAs: { labels: labelsOf(STATUS_LABELS, (s) => s.label) },
    title: 'Status',
    value: (e) => STATUS_LABELS[e.status].label,
    render: (e) => (
      <Group gap={4}>
        <EmployeeStatusBadge status={e.status} />
        {e.documents_lapsing > 0 && (
          <Badge variant="light" color="orange" tt="none" title="Documents expired or lapsing within 30 days">
            {e.documents_lapsing} document{e.documents_lapsing > 1 ? 's' : ''} lapsing
          </Badge>
        )}
      </Group>
    ),
  },
  {
    key: 'last_login',
    exportAs: { format: 'datetime' },
    title: 'Last login',
    visibleFrom: 'sm',
    sortable: true,
    value: (e) => formatDateTime(e.last_login),
    render: (e) => <Text fz="sm">{formatDateTime(e.last_login) || 'Never'}</Text>,
  },
  { key: 'job_title', title: 'Job title', hidden: true, value: (e) => e.job_title },
];

/** The company's employees; search and filters go to the server, a row opens the employee. */
export function EmployeesList() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: 'name', sortType: 'asc' });
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<string | null>(null);
  const [locationId, setLocationId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const query: EmployeesListQuery = {
    page: state.page,
    rowsPerPage: state.rowsPerPage,
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(role ? { role: role as EmployeesListQuery['role'] } : {}),
    ...(locationId ? { location_id: Number(locationId) } : {}),
    ...(status ? { status: status as EmployeesListQuery['status'] } : {}),
    ...(state.sortBy && state.sortType ? { sortBy: state.sortBy as EmployeesListQuery['sortBy'], sortType: state.sortType } : {}),
  };
  const list = useQuery(employeesQueryOptions(query));
  const firstPage =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setState((s) => ({ ...s, page: 1 }));
    };
  const filtered = Boolean(search.trim() || role || locationId || status);

  return (
    <DataTable
      label="Employees"
      columns={COLUMNS}
      {...serverListOf(list)}
      state={state}
      onStateChange={setState}
      exportList={employeesExport(query, 'employees.csv')}
      emptyText={
        list.isError ? formErrorText(list.error) : filtered ? 'No employee matches these filters.' : 'No employees yet: add the first one.'
      }
      onRowClick={(e) => void navigate(employeeTabHref(e.id))}
      toolbar={
        <Group gap="xs" wrap="wrap">
          <TextInput
            aria-label="Search employees"
            placeholder="Search name or e-mail"
            value={search}
            onChange={(e) => firstPage(setSearch)(e.currentTarget.value)}
            w={{ base: '100%', sm: 220 }}
          />
          <MantineSelect
            aria-label="Role"
            placeholder="Any role"
            clearable
            data={STAFF_ROLES.map((r) => ({ value: r, label: roleLabel(r) }))}
            value={role}
            onChange={firstPage(setRole)}
            w={{ base: '100%', sm: 170 }}
          />
          <MantineSelect
            aria-label="Department"
            placeholder="Any department"
            clearable
            data={(user?.locations ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
            value={locationId}
            onChange={firstPage(setLocationId)}
            w={{ base: '100%', sm: 190 }}
          />
          <MantineSelect
            aria-label="Status"
            placeholder="Any status"
            clearable
            data={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s].label }))}
            value={status}
            onChange={firstPage(setStatus)}
            w={{ base: '100%', sm: 150 }}
          />
        </Group>
      }
    />
  );
}
