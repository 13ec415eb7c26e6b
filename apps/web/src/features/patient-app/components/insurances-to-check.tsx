import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Stack, Text, Title } from '@mantine/core';
import { formatDate, type InsuranceToCheck } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { toCheckQuery } from '../api/insurances-to-check';

const text = (value: string) => <Text fz="sm">{value}</Text>;
const COLUMNS: DataTableColumn<InsuranceToCheck>[] = [
  {
    key: 'patient',
    title: 'Patient',
    value: (r) => r.patient.full_name,
    // On a phone the payer and the member id are written under the patient instead of in columns of their own.
    render: (r) => (
      <>
        {text(r.patient.full_name)}
        <Text fz="xs" c="dimmed" hiddenFrom="sm">
          {r.payer_name} ·{' '}
          <Text span inherit>
            {r.member_id}
          </Text>
        </Text>
      </>
    ),
  },
  { key: 'payer', title: 'Payer', visibleFrom: 'sm', value: (r) => r.payer_name, render: (r) => text(r.payer_name) },
  { key: 'member_id', title: 'Member id', visibleFrom: 'sm', value: (r) => r.member_id, render: (r) => text(r.member_id) },
  {
    key: 'type',
    title: 'Type',
    visibleFrom: 'md',
    value: (r) => r.type,
    render: (r) => text(r.type === 'primary' ? 'Primary' : 'Secondary'),
  },
  { key: 'changed_at', title: 'Changed', value: (r) => formatDate(r.changed_at), render: (r) => text(formatDate(r.changed_at)) },
];

/**
 * Supplier side, above the eligibility checks: policies added or changed (a card a patient sent from the app, a
 * member id staff corrected) with no check since, so the next 270 is not forgotten.
 */
export function InsurancesToCheck() {
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const list = useQuery(toCheckQuery(state.page, state.rowsPerPage));
  return (
    <Stack gap="xs" component="section" aria-label="Insurances to check">
      <Title order={2} fz="lg">
        To check
      </Title>
      <DataTable
        label="Insurances to check"
        columns={COLUMNS}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={list.isError ? formErrorText(list.error) : 'Every insurance changed lately has been checked.'}
      />
    </Stack>
  );
}
