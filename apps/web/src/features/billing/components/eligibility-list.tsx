import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Text } from '@mantine/core';
import { formatDate, type EligibilityCheck } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { eligibilityListQueryOptions } from '../api/eligibility';
import { eligibilityHref } from '../routes';
import { eligibilityAnswer } from './eligibility-answer';

const yesNo = (value: boolean | null) => (value === null ? '—' : value ? 'Yes' : 'No');

const COLUMNS: DataTableColumn<EligibilityCheck>[] = [
  {
    key: 'patient',
    title: 'Patient',
    value: (c) => c.patient.full_name,
    // On a phone the payer and the day are written under the patient instead of in columns of their own.
    render: (c) => (
      <>
        <Text fz="sm" miw={120}>
          {c.patient.full_name}
        </Text>
        <Text fz="xs" c="dimmed" hiddenFrom="sm">
          {c.insurance.payer_name} · {formatDate(c.service_date)}
        </Text>
      </>
    ),
  },
  {
    key: 'payer',
    title: 'Payer',
    visibleFrom: 'sm',
    value: (c) => c.insurance.payer_name,
    render: (c) => <Text fz="sm">{c.insurance.payer_name}</Text>,
  },
  {
    key: 'member_id',
    title: 'Member id',
    visibleFrom: 'md',
    value: (c) => c.insurance.member_id,
    render: (c) => <Text fz="sm">{c.insurance.member_id}</Text>,
  },
  {
    key: 'service_date',
    title: 'Date',
    visibleFrom: 'sm',
    value: (c) => formatDate(c.service_date),
    render: (c) => <Text fz="sm">{formatDate(c.service_date)}</Text>,
  },
  {
    key: 'status',
    title: 'Status',
    value: (c) => eligibilityAnswer(c).label,
    render: (c) => (
      <Badge variant="light" color={eligibilityAnswer(c).color} tt="none">
        {eligibilityAnswer(c).label}
      </Badge>
    ),
  },
  {
    key: 'active',
    title: 'Active',
    visibleFrom: 'sm',
    value: (c) => yesNo(c.active),
    render: (c) => <Text fz="sm">{yesNo(c.active)}</Text>,
  },
  {
    key: 'created_at',
    title: 'Checked',
    visibleFrom: 'md',
    sortable: true,
    value: (c) => formatDate(c.created_at),
    render: (c) => <Text fz="sm">{formatDate(c.created_at)}</Text>,
  },
];

/** Eligibility checks, newest first; a row opens the answer. */
export function EligibilityList() {
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const list = useQuery(
    eligibilityListQueryOptions({
      page: state.page,
      rowsPerPage: state.rowsPerPage,
      ...(state.sortBy === 'created_at' && state.sortType ? { sortBy: 'created_at', sortType: state.sortType } : {}),
    }),
  );
  return (
    <DataTable
      label="Eligibility checks"
      columns={COLUMNS}
      {...serverListOf(list)}
      state={state}
      onStateChange={setState}
      emptyText={list.isError ? formErrorText(list.error) : 'No eligibility checks yet.'}
      onRowClick={(c) => void navigate(eligibilityHref(c.id))}
    />
  );
}
