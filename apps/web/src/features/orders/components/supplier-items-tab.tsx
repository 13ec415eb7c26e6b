import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { href, SERIAL_STATE_LABELS, type Order, type OrderItem } from '@dme/contract';
import { DataTable, useConfirm, type DataTableColumn } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import type { CatalogLinks } from '../../catalog';
import { lockedText, stockAccess, useOrderAccess, usePermission } from '../access';
import { useDropSku } from '../api/item-stock';
import { useConfirmItems } from '../api/items';
import { ItemStockModal } from './item-stock-modal';
import { OrderCatalog } from './order-catalog';
import { ReduceItemModal } from './reduce-item-modal';

/** A SKU or serial number: kept on one line in the wide table, broken anywhere on phones. */
const code = (value: string | null, narrow = false) =>
  value ? (
    <Text size="sm" ff="monospace" style={narrow ? { overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }}>
      {value}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );

/** Where the line's units are held (issue 9), or that a distribution order is buying them. */
const stockLine = (i: OrderItem) =>
  i.stock ? (
    <Text size="xs" c={i.stock.reserved >= i.quantity || i.stock.issued ? 'dimmed' : 'orange'} style={{ whiteSpace: 'nowrap' }}>
      {i.stock.issued ? 'Delivered' : `${i.stock.reserved} of ${i.quantity} reserved`} · {i.stock.warehouse.name}
      {i.stock.on_order ? ' · on order' : ''}
    </Text>
  ) : null;

const COLUMNS: readonly DataTableColumn<OrderItem>[] = [
  {
    key: 'hcpcs',
    title: 'HCPCS',
    width: 90,
    render: (i) => (
      <Text size="sm" ff="monospace" fw={600}>
        {i.hcpcs}
      </Text>
    ),
  },
  {
    key: 'name',
    title: 'Item',
    render: (i) => (
      <Text size="sm" miw={160}>
        {i.name}
      </Text>
    ),
  },
  { key: 'subcategory', title: 'Subcategory', value: (i) => i.subcategory.name },
  { key: 'rental_or_purchase', title: 'Rental / purchase', value: (i) => (i.rental_or_purchase === 'rental' ? 'Rental' : 'Purchase') },
  { key: 'quantity', title: 'Qty', width: 60, align: 'right' },
  {
    key: 'sku',
    title: 'SKU',
    value: (i) => i.sku ?? '',
    render: (i) => (
      <Stack gap={0}>
        {code(i.sku)}
        {stockLine(i)}
      </Stack>
    ),
  },
  {
    key: 'serial',
    title: 'Serial',
    value: (i) => i.serial ?? '',
    render: (i) => (
      <Group gap={4} wrap="nowrap">
        {code(i.serial)}
        {i.stock?.serial_state && (
          <Badge size="xs" variant="light">
            {SERIAL_STATE_LABELS[i.stock.serial_state]}
          </Badge>
        )}
      </Group>
    ),
  },
];

/** Phones: the line, then its stock with the buttons under it, without scrolling sideways to reach them. */
const COMPACT_COLUMNS: readonly DataTableColumn<OrderItem>[] = [
  {
    key: 'name',
    title: 'Item',
    value: (i) => `${i.hcpcs} ${i.name}`,
    render: (i) => (
      <Stack gap={0} miw={110}>
        <Text size="sm" ff="monospace" fw={600}>
          {i.hcpcs} × {i.quantity}
        </Text>
        <Text size="xs">{i.name}</Text>
      </Stack>
    ),
  },
];

export interface SupplierItemsTabProps {
  order: Order;
  /** Where the catalogue's levels live on this screen (query parameters of the items tab). */
  links: CatalogLinks;
  categoryId?: number;
  subcategoryId?: number;
}

/** The supplier's items: the lines with their SKU, the items confirmation of intake, lower quantities, add items. */
export function SupplierItemsTab({ order, links, categoryId, subcategoryId }: SupplierItemsTabProps) {
  const access = useOrderAccess('supplier', order);
  const stock = stockAccess(order, usePermission());
  const compact = useMediaQuery('(max-width: 36em)') ?? false;
  const confirmItems = useConfirmItems(order.id);
  const dropSku = useDropSku(order.id);
  const confirm = useConfirm();
  const [reducing, setReducing] = useState<OrderItem | null>(null);
  const [stocking, setStocking] = useState<OrderItem | null>(null);
  // The catalogue opens on demand, or by itself when the URL names one of its levels.
  const [browsing, setBrowsing] = useState(categoryId !== undefined);
  const buttons = (i: OrderItem) => (
    <Group gap={4} justify={compact ? 'flex-start' : 'flex-end'} wrap={compact ? 'wrap' : 'nowrap'}>
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => setStocking(i)}
        disabled={stock.sku !== null && stock.serial !== null}
        aria-label={`${i.sku ? 'Change' : 'Set'} the SKU and serial of ${i.hcpcs}`}
      >
        {i.sku ? 'Change SKU' : 'Set SKU'}
      </Button>
      {i.sku && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={() => void drop(i)}
          disabled={stock.sku !== null}
          aria-label={`Drop the SKU of ${i.hcpcs}`}
        >
          Drop SKU
        </Button>
      )}
      {access.changeQuantity && i.quantity > 1 && (
        <Button size="compact-sm" variant="subtle" onClick={() => setReducing(i)} aria-label={`Lower the quantity of ${i.hcpcs}`}>
          Lower qty
        </Button>
      )}
    </Group>
  );
  const actions: DataTableColumn<OrderItem> = compact
    ? {
        key: 'sku',
        title: 'Stock',
        value: (i) => i.sku ?? '',
        render: (i) => (
          <Stack gap={4}>
            {code(i.sku, true)}
            {stockLine(i)}
            {i.serial && code(i.serial, true)}
            {buttons(i)}
          </Stack>
        ),
      }
    : { key: 'actions', title: 'Actions', align: 'right', csv: false, render: buttons };
  const confirmLines = () => confirmItems.mutate(undefined, { onSuccess: () => notify.success('The items were confirmed') });
  const drop = async (item: OrderItem) => {
    const answer = await confirm({
      title: `Drop the SKU of ${item.hcpcs}?`,
      text: `SKU ${item.sku}${item.serial ? ` and serial ${item.serial}` : ''} will be removed from the line. Its reserved units go back to the warehouse; Ready For Service needs stock on every item.`,
      confirmLabel: 'Drop SKU',
      color: 'red',
    });
    if (!answer) return;
    dropSku.mutate(item.id, {
      onSuccess: () => notify.success(`${item.hcpcs}: the SKU was dropped`),
      onError: (error) => notify.error(formErrorText(error)),
    });
  };
  // Why the stock buttons are disabled, said once when both have the same reason (an archived order).
  const reasons = [...new Set([stock.sku, stock.serial].filter((r): r is string => r !== null))];

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Order items">
        <Group justify="space-between" mb="sm" gap="xs">
          <Group gap="xs">
            <Title order={2} fz="lg">
              Items
            </Title>
            <Badge color={order.commons_confirmation ? 'teal' : 'orange'} variant="light">
              {order.commons_confirmation ? 'Confirmed' : 'Not confirmed'}
            </Badge>
          </Group>
          {access.editPrescription && !order.commons_confirmation && order.commons.length > 0 && (
            <Button size="xs" onClick={confirmLines} loading={confirmItems.isPending}>
              Confirm items
            </Button>
          )}
        </Group>
        {reasons.length > 0 && (
          <Text fz="sm" c="dimmed" mb="xs" data-testid="stock-reason">
            {reasons.join(' ')}
          </Text>
        )}
        <DataTable
          label="Items"
          columns={[...(compact ? COMPACT_COLUMNS : COLUMNS), actions]}
          rows={order.commons}
          paginate={false}
          emptyText="No items on the order"
        />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Add items">
        <Group justify="space-between" gap="xs" mb={browsing ? 'sm' : 0}>
          <Title order={2} fz="lg">
            Add items
          </Title>
          <Group gap="xs">
            {order.status <= 40 && !order.deleted_at && order.commons.length > 0 && (
              <Button size="xs" variant="default" component={Link} to={href('supplier.order.edit.items.otc', { orderId: order.id })}>
                OTC items from stock
              </Button>
            )}
            {access.editPrescription && (
              <Button size="xs" variant="light" onClick={() => setBrowsing((open) => !open)} aria-expanded={browsing}>
                {browsing ? 'Hide the catalog' : 'Browse the catalog'}
              </Button>
            )}
          </Group>
        </Group>
        {!access.editPrescription ? (
          <Text fz="sm" c="dimmed" mt="xs">
            {order.deleted_at ? 'The order is archived.' : lockedText('supplier')}
          </Text>
        ) : (
          browsing && <OrderCatalog side="supplier" order={order} links={links} categoryId={categoryId} subcategoryId={subcategoryId} />
        )}
      </Paper>
      <ReduceItemModal item={reducing} onClose={() => setReducing(null)} />
      <ItemStockModal item={stocking} access={stock} onClose={() => setStocking(null)} />
    </Stack>
  );
}
