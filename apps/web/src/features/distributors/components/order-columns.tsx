import { Text } from '@mantine/core';
import { formatCents, formatDate, type DistributionOrderSummary } from '@dme/contract';
import type { DataTableColumn } from '../../../components';
import { KIND_LABELS, KindBadge, OrderStatusBadge } from './badges';

const date = (value: string | null) => (value ? formatDate(value) : '');
const dateCell = (value: string | null) => (
  <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
    {value ? formatDate(value) : '—'}
  </Text>
);

/** Columns of the distribution orders lists; sortable keys are the server's `sortBy` values. */
export const ORDER_COLUMNS: readonly DataTableColumn<DistributionOrderSummary>[] = [
  {
    key: 'id',
    title: 'Order',
    // On a phone the distributor and the date are written under the number instead of in columns of their own.
    render: (o) => (
      <>
        <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          #{o.id}
        </Text>
        <Text fz="xs" c="dimmed" hiddenFrom="sm">
          {o.distributor.name} · {date(o.created_at)}
        </Text>
      </>
    ),
  },
  { key: 'status', exportAs: { path: 'status_name' }, title: 'Status', sortable: true, render: (o) => <OrderStatusBadge status={o.status} />, csv: (o) => o.status_name },
  { key: 'kind', exportAs: { labels: KIND_LABELS }, title: 'Kind', visibleFrom: 'sm', render: (o) => <KindBadge kind={o.kind} />, csv: (o) => KIND_LABELS[o.kind] },
  {
    key: 'distributor',
    exportAs: { path: 'distributor.name' },
    title: 'Distributor',
    visibleFrom: 'sm',
    value: (o) => o.distributor.name,
    render: (o) => (
      <Text fz="sm" miw={120}>
        {o.distributor.name}
      </Text>
    ),
  },
  {
    key: 'warehouse',
    exportAs: { path: 'warehouse.name' },
    title: 'Warehouse',
    visibleFrom: 'md',
    value: (o) => o.warehouse.name,
    render: (o) => (
      <Text fz="sm" miw={110}>
        {o.warehouse.name}
      </Text>
    ),
  },
  {
    key: 'order_id',
    title: 'For order',
    visibleFrom: 'md',
    render: (o) => <Text fz="sm">{o.order_id ? `#${o.order_id}` : '—'}</Text>,
    csv: (o) => o.order_id ?? '',
  },
  {
    key: 'received',
    exportAs: { path: ['received_total', 'quantity_total'], separator: ' / ' },
    title: 'Received',
    visibleFrom: 'sm',
    align: 'right',
    value: (o) => `${o.received_total} / ${o.quantity_total}`,
    render: (o) => (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {o.received_total} / {o.quantity_total}
      </Text>
    ),
  },
  { key: 'lines_count', title: 'Lines', align: 'right', hidden: true },
  {
    key: 'total_cents',
    exportAs: { format: 'cents' },
    title: 'Total',
    visibleFrom: 'sm',
    align: 'right',
    render: (o) => <Text fz="sm">{formatCents(o.total_cents)}</Text>,
    csv: (o) => (o.total_cents / 100).toFixed(2),
  },
  { key: 'created_at', exportAs: { format: 'date' }, title: 'Created', sortable: true, visibleFrom: 'sm', render: (o) => dateCell(o.created_at), csv: (o) => date(o.created_at) },
  { key: 'sent_at', exportAs: { format: 'date' }, title: 'Sent', sortable: true, visibleFrom: 'md', render: (o) => dateCell(o.sent_at), csv: (o) => date(o.sent_at) },
  {
    key: 'received_at',
    exportAs: { format: 'date' },
    title: 'Received on',
    sortable: true,
    hidden: true,
    render: (o) => dateCell(o.received_at),
    csv: (o) => date(o.received_at),
  },
  { key: 'created_by', exportAs: { path: 'created_by.name' }, title: 'Created by', hidden: true, value: (o) => o.created_by?.name ?? '' },
  { key: 'note', title: 'Note', hidden: true },
];
