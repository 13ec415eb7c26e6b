import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Select, Stack, Text } from '@mantine/core';
import { formatDateTime, href, MEASUREMENT_KIND_LABELS, MEASUREMENT_STATUSES, type MeasurementChart, type MeasurementStatus } from '@dme/contract';
import { DataTable, downloadCsv, TABLE, toCsv, type DataTableColumn, type DataTableState } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import type { MeasurementQuery } from '../api/keys';
import { fetchAllMeasurements, measurementsQueryOptions } from '../api/list-measurement';

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
  { key: 'order_id', title: 'Order', value: (c) => c.order_id, render: (c) => <Text fz="sm" fw={600}>#{c.order_id}</Text> },
  { key: 'patient', title: 'Patient', value: (c) => c.patient?.name ?? '' },
  { key: 'item', title: 'Item', value: (c) => `${c.item.hcpcs} ${c.item.name}` },
  { key: 'kind', title: 'Chart', value: (c) => MEASUREMENT_KIND_LABELS[c.kind] },
  { key: 'status', title: 'Status', value: (c) => CHART_STATUS[c.status].label, render: (c) => <ChartStatusBadge status={c.status} /> },
  { key: 'signed_at', title: 'Signed', value: (c) => (c.signed_at ? `${formatDateTime(c.signed_at)} · ${c.signer_name ?? ''}` : '') },
  { key: 'sent_to', title: 'Sent to', hidden: true, value: (c) => c.sent_to ?? '' },
  { key: 'updated_at', title: 'Changed', value: (c) => formatDateTime(c.updated_at) },
];

const STATUS_OPTIONS = MEASUREMENT_STATUSES.map((value) => ({ value, label: CHART_STATUS[value].label }));

/** `supplier.charts.measurement`: the company's measurement charts; a row opens its order's items. */
export function MeasurementList() {
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [status, setStatus] = useState<MeasurementStatus | null>(null);
  const filter: Omit<MeasurementQuery, 'page' | 'rowsPerPage'> = status ? { status } : {};
  const list = useQuery(measurementsQueryOptions({ page: state.page, rowsPerPage: state.rowsPerPage, ...filter }));
  const exportAll = async () => {
    try {
      downloadCsv('measurement-charts.csv', toCsv(COLUMNS, await fetchAllMeasurements(filter)));
    } catch (error) {
      notify.error(formErrorText(error));
    }
  };
  return (
    <Stack gap="xs">
      <Select
        aria-label="Status"
        placeholder="Any status"
        clearable
        data={STATUS_OPTIONS}
        value={status}
        onChange={(v) => (setStatus(v as MeasurementStatus | null), setState((s) => ({ ...s, page: 1 })))}
        maw={240}
      />
      <DataTable
        serverSide
        label="Measurement charts"
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
            'No chart matches'
          ) : (
            "No measurement charts yet: fill one from an order's items."
          )
        }
        onRowClick={(c) => void navigate(href('supplier.order.edit.items', { orderId: c.order_id }))}
        onExport={() => void exportAll()}
      />
    </Stack>
  );
}
