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

/** "2 d 4 h", "3 h 05 min", "12 min": how long something lasted, to the minute. */
export function formatSpan(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${String(rest).padStart(2, '0')} min`;
  return `${rest} min`;
}

/** A history row with the time the order then spent in the status it moved to (to the next move, or until now). */
export type TimedEntry = OrderHistoryEntry & { spent: string; current: boolean };

export function withTimeSpent(rows: readonly OrderHistoryEntry[], now = Date.now()): TimedEntry[] {
  return rows.map((row, i) => {
    const next = rows[i + 1];
    const end = next ? Date.parse(next.created_at) : now;
    return { ...row, spent: formatSpan(end - Date.parse(row.created_at)), current: !next };
  });
}

const COLUMNS: readonly DataTableColumn<TimedEntry>[] = [
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
  {
    key: 'spent',
    title: 'Time in status',
    value: (h) => h.spent,
    render: (h) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }} c={h.current ? undefined : 'dimmed'}>
        {h.current ? `${h.spent} so far` : h.spent}
      </Text>
    ),
  },
  { key: 'note', title: 'Note', render: (h) => <Text size="sm">{h.note}</Text> },
];

/** Every status change of the order, oldest first, with who made it, when, and how long the order stayed. */
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
      rows={withTimeSpent(history.data)}
      paginate={false}
      withSettings={false}
      emptyText="No status change yet"
    />
  );
}
