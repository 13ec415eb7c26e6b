import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Order, OrderItem } from '@dme/contract';
import { DataTable, type DataTableColumn } from '../../../components';
import { notify } from '../../../lib/notify';
import type { CatalogLinks } from '../../catalog';
import { lockedText, useOrderAccess } from '../access';
import { useConfirmItems } from '../api/items';
import { OrderCatalog } from './order-catalog';
import { ReduceItemModal } from './reduce-item-modal';

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
  { key: 'sku', title: 'SKU', value: (i) => i.sku ?? '' },
  { key: 'serial', title: 'Serial', value: (i) => i.serial ?? '', hidden: true },
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
  const confirmItems = useConfirmItems(order.id);
  const [reducing, setReducing] = useState<OrderItem | null>(null);
  // The catalogue opens on demand, or by itself when the URL names one of its levels.
  const [browsing, setBrowsing] = useState(categoryId !== undefined);
  const actions: DataTableColumn<OrderItem> = {
    key: 'actions',
    title: 'Actions',
    align: 'right',
    csv: false,
    render: (i) =>
      i.quantity > 1 ? (
        <Button size="compact-sm" variant="subtle" onClick={() => setReducing(i)} aria-label={`Lower the quantity of ${i.hcpcs}`}>
          Lower qty
        </Button>
      ) : null,
  };
  const confirm = () => confirmItems.mutate(undefined, { onSuccess: () => notify.success('The items were confirmed') });

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
            <Button size="xs" onClick={confirm} loading={confirmItems.isPending}>
              Confirm items
            </Button>
          )}
        </Group>
        <DataTable
          label="Items"
          columns={access.changeQuantity ? [...COLUMNS, actions] : COLUMNS}
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
          {access.editPrescription && (
            <Button size="xs" variant="light" onClick={() => setBrowsing((open) => !open)} aria-expanded={browsing}>
              {browsing ? 'Hide the catalog' : 'Browse the catalog'}
            </Button>
          )}
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
    </Stack>
  );
}
