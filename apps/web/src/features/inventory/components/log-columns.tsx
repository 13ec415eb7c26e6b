import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { formatDateTime, MOVEMENT_KIND_LABELS, type StockMovement } from '@dme/contract';
import type { DataTableColumn } from '../../../components';
import { inventorySkuHref, orderHref } from '../routes';
import { MovementKindBadge } from './badges';

/** "Columbus → Cleveland", "— → Columbus" for a receipt, "Columbus → —" for an issue. */
export const placesOf = (m: Pick<StockMovement, 'from_warehouse' | 'to_warehouse'>) =>
  `${m.from_warehouse?.name ?? '—'} → ${m.to_warehouse?.name ?? '—'}`;

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

function OrderCell({ movement: m }: { movement: StockMovement }) {
  if (m.order_id !== null)
    return (
      <Anchor component={Link} to={orderHref(m.order_id)} fz="sm" onClick={stop} style={{ whiteSpace: 'nowrap' }}>
        Order #{m.order_id}
      </Anchor>
    );
  if (m.distribution_order_id !== null)
    return (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        Distribution #{m.distribution_order_id}
      </Text>
    );
  return null;
}

/** Serial numbers shown at once; the rest are counted (the cell's title and the CSV hold all of them). */
const SERIALS_SHOWN = 3;

function SerialsCell({ serials }: { serials: readonly string[] }) {
  if (serials.length === 0) return null;
  const rest = serials.length - SERIALS_SHOWN;
  return (
    <Text fz="xs" ff="monospace" miw={110} maw={220} title={serials.join(', ')} style={{ overflowWrap: 'anywhere' }}>
      {serials.slice(0, SERIALS_SHOWN).join(', ')}
      {rest > 0 && (
        <Text span fz="xs" c="dimmed" ff="inherit">
          {` +${rest} more`}
        </Text>
      )}
    </Text>
  );
}

const orderText = (m: StockMovement) =>
  m.order_id !== null ? `Order #${m.order_id}` : m.distribution_order_id !== null ? `Distribution #${m.distribution_order_id}` : '';

/** Columns of the movements table; only the date sorts (the server's order, newest first by default). */
export const LOG_COLUMNS: readonly DataTableColumn<StockMovement>[] = [
  {
    key: 'created_at',
    exportAs: { format: 'datetime' },
    title: 'Date',
    sortable: true,
    render: (m) => (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(m.created_at)}
      </Text>
    ),
    csv: (m) => formatDateTime(m.created_at),
  },
  { key: 'kind', exportAs: { labels: MOVEMENT_KIND_LABELS }, title: 'Kind', render: (m) => <MovementKindBadge kind={m.kind} />, csv: (m) => MOVEMENT_KIND_LABELS[m.kind] },
  {
    key: 'sku',
    exportAs: { path: 'sku.sku' },
    title: 'SKU',
    value: (m) => m.sku.sku,
    render: (m) => (
      <Anchor component={Link} to={inventorySkuHref(m.sku.id)} fz="sm" ff="monospace" onClick={stop} style={{ whiteSpace: 'nowrap' }}>
        {m.sku.sku}
      </Anchor>
    ),
  },
  {
    key: 'places',
    exportAs: { path: ['from_warehouse.name', 'to_warehouse.name'], separator: ' → ' },
    title: 'From → to',
    value: placesOf,
    render: (m) => (
      <Text fz="sm" miw={140}>
        {placesOf(m)}
      </Text>
    ),
  },
  {
    key: 'quantity',
    title: 'Qty',
    align: 'right',
    render: (m) => (
      <Text fz="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {m.quantity}
      </Text>
    ),
  },
  { key: 'serials', title: 'Serials', value: (m) => m.serials.join(' '), render: (m) => <SerialsCell serials={m.serials} /> },
  { key: 'order', exportAs: { path: ['order_id', 'distribution_order_id'] }, title: 'Order', render: (m) => <OrderCell movement={m} />, csv: orderText },
  {
    key: 'user',
    exportAs: { path: 'user.name' },
    title: 'User',
    value: (m) => m.user?.name ?? '',
    render: (m) => (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {m.user?.name ?? 'System'}
      </Text>
    ),
  },
  {
    key: 'reason',
    title: 'Reason',
    render: (m) => (
      <Text fz="sm" miw={120}>
        {m.reason}
      </Text>
    ),
  },
];
