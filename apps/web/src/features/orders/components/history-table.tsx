import { useQuery } from '@tanstack/react-query';
import { Alert, Loader, Text } from '@mantine/core';
import { formatDateTime, type OrderHistoryEntry } from '@dme/contract';
import { DataTable, type DataTableColumn } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { historyQueryOptions } from '../api/order-status';
import type { OrderSide } from '../api/side';
import { OrderStatusBadge } from './order-status-badge';

const actor = (h: OrderHistoryEntry) => {
  const user = h.user?.name ?? 'System';
  return h.staff && h.staff.id !== h.user?.id ? `${user} for ${h.staff.name}` : user;
};

const COLUMNS: readonly DataTableColumn<OrderHistoryEntry>[] = [
  {
    key: 'created_at',
    title: 'When',
    render: (h) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(h.created_at)}
      </Text>
    ),
    csv: (h) => formatDateTime(h.created_at),
  },
  {
    key: 'from',
    title: 'From',
    value: (h) => h.from_name ?? '',
    render: (h) =>
      h.from === null ? (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ) : (
        <OrderStatusBadge status={h.from} />
      ),
  },
  { key: 'to', title: 'To', value: (h) => h.to_name, render: (h) => <OrderStatusBadge status={h.to} /> },
  { key: 'user', title: 'By', value: actor, render: (h) => <Text size="sm">{actor(h)}</Text> },
  { key: 'note', title: 'Note', render: (h) => <Text size="sm">{h.note}</Text> },
];

/** Every status change of the order, oldest first, with who made it and when. */
export function HistoryTable({ side, orderId }: { side: OrderSide; orderId: number }) {
  const history = useQuery(historyQueryOptions(side, orderId));
  if (history.isPending) return <Loader size="sm" aria-label="Loading the history" />;
  if (history.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(history.error)}
      </Alert>
    );
  }
  return (
    <DataTable
      label="Status history"
      columns={COLUMNS}
      rows={history.data}
      paginate={false}
      withSettings={false}
      emptyText="No status change yet"
    />
  );
}
