import { Text } from '@mantine/core';
import { formatCents, type DistributionOrderDetail, type DistributionOrderLine } from '@dme/contract';
import { DataTable, type DataTableColumn } from '../../../components';
import { SkuCell } from './sku-cell';

const number = (value: number, strong = false) => (
  <Text fz="sm" fw={strong ? 600 : undefined}>
    {value}
  </Text>
);

const COLUMNS: DataTableColumn<DistributionOrderLine>[] = [
  { key: 'sku', title: 'SKU', value: (l) => l.sku.sku, render: (l) => <SkuCell sku={l.sku} /> },
  { key: 'item_number', title: 'Item #', render: (l) => <Text fz="sm">{l.item_number || '—'}</Text> },
  { key: 'quantity', title: 'Ordered', align: 'right', render: (l) => number(l.quantity) },
  {
    key: 'received_quantity',
    title: 'Received',
    align: 'right',
    render: (l) => (
      <Text fz="sm" c={l.received_quantity >= l.quantity ? 'green' : l.received_quantity > 0 ? 'yellow.8' : undefined} fw={600}>
        {l.received_quantity}
      </Text>
    ),
  },
  {
    key: 'open',
    title: 'To come',
    align: 'right',
    value: (l) => l.quantity - l.received_quantity,
    render: (l) => number(l.quantity - l.received_quantity),
  },
  { key: 'unit_price_cents', title: 'Unit price', align: 'right', render: (l) => <Text fz="sm">{formatCents(l.unit_price_cents)}</Text> },
  { key: 'total_cents', title: 'Total', align: 'right', render: (l) => <Text fz="sm">{formatCents(l.total_cents)}</Text> },
];

const FOR_LINE: DataTableColumn<DistributionOrderLine> = {
  key: 'order_item_id',
  title: 'For line',
  render: (l) => <Text fz="sm">{l.order_item_id ? `#${l.order_item_id}` : '—'}</Text>,
};

/** The order's lines: what was ordered, what arrived, what is still to come, and the money. */
export function OrderLinesTable({ order }: { order: DistributionOrderDetail }) {
  const columns = order.kind === 'request' ? [...COLUMNS, FOR_LINE] : COLUMNS;
  return (
    <DataTable
      label="Order lines"
      columns={columns}
      rows={order.lines}
      withIndex
      paginate={false}
      withSettings={false}
      emptyText="No lines yet. Add them on the Add item or OTC tab."
    />
  );
}
