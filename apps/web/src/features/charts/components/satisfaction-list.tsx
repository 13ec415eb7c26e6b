import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Select, Stack, Text } from '@mantine/core';
import { formatDate, formatDateTime, href, SATISFACTION_STATUSES, type SatisfactionRow, type SatisfactionStatus } from '@dme/contract';
import { DataTable, downloadCsv, TABLE, toCsv, type DataTableColumn, type DataTableState } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import type { SatisfactionQuery } from '../api/keys';
import { fetchAllSurveys, surveysQueryOptions } from '../api/list-satisfaction';
import { ScoreSummary } from './score-summary';
import { Score } from './stars';

export const SURVEY_STATUS = {
  open: { label: 'Waiting', color: 'blue' },
  answered: { label: 'Answered', color: 'teal' },
  expired: { label: 'Expired', color: 'gray' },
} as const satisfies Record<SatisfactionStatus, { label: string; color: string }>;

export const SurveyStatusBadge = ({ status }: { status: SatisfactionStatus }) => (
  <Badge variant="light" color={SURVEY_STATUS[status].color} tt="none">
    {SURVEY_STATUS[status].label}
  </Badge>
);

const COLUMNS: DataTableColumn<SatisfactionRow>[] = [
  { key: 'order_id', title: 'Order', value: (s) => s.order_id, render: (s) => <Text fz="sm" fw={600}>#{s.order_id}</Text> },
  { key: 'patient', title: 'Patient', value: (s) => s.patient.name },
  { key: 'delivered_at', title: 'Delivered', value: (s) => formatDate(s.delivered_at), render: (s) => <Text fz="sm">{formatDate(s.delivered_at) || '—'}</Text> },
  { key: 'status', title: 'Status', value: (s) => SURVEY_STATUS[s.status].label, render: (s) => <SurveyStatusBadge status={s.status} /> },
  { key: 'average', title: 'Score', value: (s) => s.average ?? '', render: (s) => <Score value={s.average} size="xs" /> },
  { key: 'employee', title: 'Employee', value: (s) => s.employee?.name ?? '' },
  { key: 'driver', title: 'Driver', value: (s) => s.driver?.name ?? '' },
  { key: 'answered_at', title: 'Answered', value: (s) => (s.answered_at ? formatDateTime(s.answered_at) : ''), hidden: true },
  { key: 'overall', title: 'Overall', hidden: true, value: (s) => s.overall ?? '' },
  { key: 'driver_score', title: 'Driver score', hidden: true, value: (s) => s.driver_score ?? '' },
  { key: 'timeliness', title: 'On time', hidden: true, value: (s) => s.timeliness ?? '' },
  { key: 'explanation', title: 'Explained', hidden: true, value: (s) => s.explanation ?? '' },
];

const STATUS_OPTIONS = SATISFACTION_STATUSES.map((value) => ({ value, label: SURVEY_STATUS[value].label }));

/** The surveys (optionally those of one staff member), their averages, newest first; a row opens one. */
export function SatisfactionList({ staffId }: { staffId?: number }) {
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [status, setStatus] = useState<SatisfactionStatus | null>(null);
  const filter: Omit<SatisfactionQuery, 'page' | 'rowsPerPage'> = { ...(status ? { status } : {}), ...(staffId ? { staff_id: staffId } : {}) };
  const list = useQuery(surveysQueryOptions({ page: state.page, rowsPerPage: state.rowsPerPage, ...filter }));

  const exportAll = async () => {
    try {
      downloadCsv('satisfaction.csv', toCsv(COLUMNS, await fetchAllSurveys(filter)));
    } catch (error) {
      notify.error(formErrorText(error));
    }
  };

  return (
    <Stack gap="md">
      {list.data && <ScoreSummary summary={list.data.summary} companyTitle={staffId ? 'Average' : 'Company average'} />}
      <Select
        aria-label="Status"
        placeholder="Any status"
        clearable
        data={STATUS_OPTIONS}
        value={status}
        onChange={(v) => (setStatus(v as SatisfactionStatus | null), setState((s) => ({ ...s, page: 1 })))}
        maw={220}
      />
      <DataTable
        serverSide
        label="Satisfaction surveys"
        columns={COLUMNS}
        rows={list.isError ? [] : (list.data?.data ?? [])}
        total={list.isError ? 0 : (list.data?.meta.total ?? 0)}
        state={state}
        onStateChange={setState}
        loading={list.isPending || list.isPlaceholderData}
        emptyText={
          list.isError ? (
            <Stack gap={6} align="center">
              <Text fz="sm" c="red">
                {formErrorText(list.error)}
              </Text>
              <Button size="xs" variant="light" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Stack>
          ) : status ? (
            'No survey matches'
          ) : (
            'No surveys yet: one is sent to the patient after each delivery.'
          )
        }
        onRowClick={(s) => void navigate(href('supplier.charts.satisfaction.show', { id: s.id }))}
        onExport={() => void exportAll()}
      />
    </Stack>
  );
}
