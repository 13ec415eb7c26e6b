import { Link } from 'react-router';
import { Anchor, Box, Text } from '@mantine/core';
import { formatDateTime, MOVEMENT_KIND_LABELS, type StockMovement } from '@dme/contract';
import type { DataTableColumn } from '../../../components';
import { inventorySkuHref, orderHref } from '../routes';
import { MovementKindBadge } from './badges';

/** "Columbus → Cleveland", "— → Columbus" for a receipt, "Columbus → —" for an issue. */
export const placesOf = (m: Pick<StockMovement, 'from_warehouse' | 'to_warehouse'>) =>
  `${m.from_warehouse?.name ?? '—'} → ${m.to_warehouse?.name ?? '—'}`;

/** "11/29/2026 06:54 PM" that may break between the day and the time (on a phone), never inside either. */
function DateTimeText({ at }: { at: string }) {
  const [day, ...time] = formatDateTime(at).split(' ');
  return (
    <Text fz="sm">
      <span style={{ whiteSpace: 'nowrap' }}>{day}</span> <span style={{ whiteSpace: 'nowrap' }}>{time.join(' ')}</span>
    </Text>
  );
}

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

/**
 * Columns of the movements table; only the date sorts (the server's order, newest first by default). Below a wide
 * screen the user, serials, order and reason give way in that order (they stay in the CSV and the column settings):
 * at 1280 px the table scrolled sideways; on a phone it keeps date (with the kind under it), SKU and quantity.
 */
export const LOG_COLUMNS: readonly DataTableColumn<StockMovement>[] = [
  {
    key: 'created_at',
    exportAs: { format: 'datetime' },
    title: 'Date',
    sortable: true,
    // On a phone the kind is written under the date instead of in a column of its own.
    render: (m) => (
      <>
        <DateTimeText at={m.created_at} />
        <Box hiddenFrom="sm" mt={2}>
          <MovementKindBadge kind={m.kind} />
        </Box>
      </>
    ),
    csv: (m) => formatDateTime(m.created_at),
  },
  {
    key: 'kind',
    exportAs: { labels: MOVEMENT_KIND_LABELS },
    title: 'Kind',
    visibleFrom: 'sm',
    render: (m) => <MovementKindBadge kind={m.kind} />,
    csv: (m) => MOVEMENT_KIND_LABELS[m.kind],
  },
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
    visibleFrom: 'sm',
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
  {
    key: 'serials',
    title: 'Serials',
    visibleFrom: 'lg',
    value: (m) => m.serials.join(' '),
    render: (m) => <SerialsCell serials={m.serials} />,
  },
  {
    key: 'order',
    exportAs: { path: ['order_id', 'distribution_order_id'] },
    title: 'Order',
    visibleFrom: 'md',
    render: (m) => <OrderCell movement={m} />,
    csv: orderText,
  },
  {
    key: 'user',
    exportAs: { path: 'user.name' },
    title: 'User',
    visibleFrom: 'xl',
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
    visibleFrom: 'md',
    render: (m) => (
      <Text fz="sm" miw={120}>
        {m.reason}
      </Text>
    ),
  },
];
