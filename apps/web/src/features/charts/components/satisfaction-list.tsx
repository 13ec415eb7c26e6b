import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Stack, Text } from '@mantine/core';
import { formatDate, formatDateTime, href, SATISFACTION_STATUSES, type SatisfactionRow, type SatisfactionStatus } from '@dme/contract';
import { labelsOf, type DataTableColumn } from '../../../components';
import type { SatisfactionQuery } from '../api/keys';
import { surveysExport, surveysQueryOptions } from '../api/list-satisfaction';
import { ScoreSummary } from './score-summary';
import { StatusList, useStatusPaging } from './status-list';
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
  {
    key: 'order_id',
    title: 'Order',
    value: (s) => s.order_id,
    // On a phone the patient is written under the order instead of in a column of its own.
    render: (s) => (
      <>
        <Text fz="sm" fw={600}>
          #{s.order_id}
        </Text>
        <Text fz="xs" c="dimmed" hiddenFrom="sm">
          {s.patient.name}
        </Text>
      </>
    ),
  },
  { key: 'patient', exportAs: { path: 'patient.name' }, title: 'Patient', visibleFrom: 'sm', value: (s) => s.patient.name },
  { key: 'delivered_at', exportAs: { format: 'date' }, title: 'Delivered', visibleFrom: 'sm', value: (s) => formatDate(s.delivered_at), render: (s) => <Text fz="sm">{formatDate(s.delivered_at) || '—'}</Text> },
  { key: 'status', exportAs: { labels: labelsOf(SURVEY_STATUS, (s) => s.label) }, title: 'Status', value: (s) => SURVEY_STATUS[s.status].label, render: (s) => <SurveyStatusBadge status={s.status} /> },
  { key: 'average', title: 'Score', value: (s) => s.average ?? '', render: (s) => <Score value={s.average} size="xs" /> },
  { key: 'employee', exportAs: { path: 'employee.name' }, title: 'Employee', visibleFrom: 'md', value: (s) => s.employee?.name ?? '' },
  { key: 'driver', exportAs: { path: 'driver.name' }, title: 'Driver', visibleFrom: 'md', value: (s) => s.driver?.name ?? '' },
  { key: 'answered_at', exportAs: { format: 'datetime' }, title: 'Answered', value: (s) => (s.answered_at ? formatDateTime(s.answered_at) : ''), hidden: true },
  { key: 'overall', title: 'Overall', hidden: true, value: (s) => s.overall ?? '' },
  { key: 'driver_score', title: 'Driver score', hidden: true, value: (s) => s.driver_score ?? '' },
  { key: 'timeliness', title: 'On time', hidden: true, value: (s) => s.timeliness ?? '' },
  { key: 'explanation', title: 'Explained', hidden: true, value: (s) => s.explanation ?? '' },
];

const STATUS_OPTIONS = SATISFACTION_STATUSES.map((value) => ({ value, label: SURVEY_STATUS[value].label }));

/** The surveys (optionally those of one staff member), their averages, newest first; a row opens one. */
export function SatisfactionList({ staffId }: { staffId?: number }) {
  const navigate = useNavigate();
  const paging = useStatusPaging<SatisfactionStatus>();
  const filter: Omit<SatisfactionQuery, 'page' | 'rowsPerPage'> = { ...(paging.status ? { status: paging.status } : {}), ...(staffId ? { staff_id: staffId } : {}) };
  const list = useQuery(surveysQueryOptions({ ...paging.page, ...filter }));

  return (
    <Stack gap="md">
      {list.data && <ScoreSummary summary={list.data.summary} companyTitle={staffId ? 'Average' : 'Company average'} />}
      <StatusList
        paging={paging}
        statusOptions={STATUS_OPTIONS}
        filterWidth={220}
        label="Satisfaction surveys"
        columns={COLUMNS}
        list={list}
        empty={{ none: 'No surveys yet: one is sent to the patient after each delivery.', noMatch: 'No survey matches' }}
        onRowClick={(s) => void navigate(href('supplier.charts.satisfaction.show', { id: s.id }))}
        exportList={{ ...surveysExport(filter, 'satisfaction.csv'), columns: COLUMNS }}
      />
    </Stack>
  );
}
