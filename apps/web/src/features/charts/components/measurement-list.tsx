import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Stack, Text } from '@mantine/core';
import { formatDateTime, href, MEASUREMENT_KIND_LABELS, MEASUREMENT_STATUSES, type MeasurementChart, type MeasurementStatus } from '@dme/contract';
import { labelsOf, type DataTableColumn } from '../../../components';
import type { MeasurementQuery } from '../api/keys';
import { measurementsExport, measurementsQueryOptions } from '../api/list-measurement';
import { StatusList, useStatusPaging } from './status-list';

export const CHART_STATUS = {
  filled: { label: 'Filled', color: 'gray' },
  sent: { label: 'Sent for signature', color: 'blue' },
  signed: { label: 'Signed', color: 'teal' },
} as const satisfies Record<MeasurementStatus, { label: string; color: string }>;

export const ChartStatusBadge = ({ status }: { status: MeasurementStatus }) => (
  <Badge variant="light" color={CHART_STATUS[status].color} tt="none">
    {CHART_STATUS[status].label}
  </Badge>
);

const COLUMNS: DataTableColumn<MeasurementChart>[] = [
  {
    key: 'order_id',
    title: 'Order',
    value: (c) => c.order_id,
    // On a phone the patient and the chart are written under the order instead of in columns of their own.
    render: (c) => (
      <>
        <Text fz="sm" fw={600}>
          #{c.order_id}
        </Text>
        <Text fz="xs" c="dimmed" hiddenFrom="sm">
          {[c.patient?.name, MEASUREMENT_KIND_LABELS[c.kind]].filter(Boolean).join(' · ')}
        </Text>
      </>
    ),
  },
  { key: 'patient', exportAs: { path: 'patient.name' }, title: 'Patient', visibleFrom: 'sm', value: (c) => c.patient?.name ?? '' },
  { key: 'item', exportAs: { path: ['item.hcpcs', 'item.name'] }, title: 'Item', visibleFrom: 'md', value: (c) => `${c.item.hcpcs} ${c.item.name}` },
  { key: 'kind', exportAs: { labels: MEASUREMENT_KIND_LABELS }, title: 'Chart', visibleFrom: 'sm', value: (c) => MEASUREMENT_KIND_LABELS[c.kind] },
  { key: 'status', exportAs: { labels: labelsOf(CHART_STATUS, (s) => s.label) }, title: 'Status', value: (c) => CHART_STATUS[c.status].label, render: (c) => <ChartStatusBadge status={c.status} /> },
  { key: 'signed_at', exportAs: { path: ['signed_at', 'signer_name'], format: 'datetime', separator: ' · ' }, title: 'Signed', visibleFrom: 'md', value: (c) => (c.signed_at ? `${formatDateTime(c.signed_at)} · ${c.signer_name ?? ''}` : '') },
  { key: 'sent_to', title: 'Sent to', hidden: true, value: (c) => c.sent_to ?? '' },
  { key: 'updated_at', exportAs: { format: 'datetime' }, title: 'Changed', visibleFrom: 'lg', value: (c) => formatDateTime(c.updated_at) },
];

const STATUS_OPTIONS = MEASUREMENT_STATUSES.map((value) => ({ value, label: CHART_STATUS[value].label }));

/** `supplier.charts.measurement`: the company's measurement charts; a row opens its order's items. */
export function MeasurementList() {
  const navigate = useNavigate();
  const paging = useStatusPaging<MeasurementStatus>();
  const filter: Omit<MeasurementQuery, 'page' | 'rowsPerPage'> = paging.status ? { status: paging.status } : {};
  const list = useQuery(measurementsQueryOptions({ ...paging.page, ...filter }));
  return (
    <Stack gap="xs">
      <StatusList
        paging={paging}
        statusOptions={STATUS_OPTIONS}
        filterWidth={240}
        label="Measurement charts"
        columns={COLUMNS}
        list={list}
        empty={{ none: "No measurement charts yet: fill one from an order's items.", noMatch: 'No chart matches' }}
        onRowClick={(c) => void navigate(href('supplier.order.edit.items', { orderId: c.order_id }))}
        exportList={{ ...measurementsExport(filter, 'measurement-charts.csv'), columns: COLUMNS }}
      />
    </Stack>
  );
}
