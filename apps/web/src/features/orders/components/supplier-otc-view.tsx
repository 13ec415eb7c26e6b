import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { href, type InventorySku, type Order } from '@dme/contract';
import { DataTable, Select, type DataTableColumn } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useAddOtcFromStock, useOtcStock } from '../api/otc-from-stock';

/** Statuses in which OTC items may still join the order (the server's rule: until Ready For Service). */
const OTC_UNTIL = 40;

/**
 * `supplier.order.edit.items.otc`: over-the-counter items (no prescription) drawn from the company's stock and
 * added to the order beside one of its lines; their units are reserved at once.
 */
export function SupplierOtcView({ order }: { order: Order }) {
  const compact = useMediaQuery('(max-width: 36em)') ?? false;
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const lines = order.commons.filter((c) => !c.archived_at);
  const [withItem, setWithItem] = useState<number | null>(lines[0]?.id ?? null);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const stock = useOtcStock(searched);
  const add = useAddOtcFromStock(order.id);
  const locked =
    order.deleted_at !== null
      ? 'The order is archived.'
      : order.status > OTC_UNTIL
        ? 'The order has gone out for delivery: OTC items can no longer be added.'
        : lines.length === 0
          ? 'The order has no line for an OTC item to go with.'
          : null;

  const addSku = (sku: InventorySku) => {
    if (withItem === null) return;
    add.mutate(
      { withItemId: withItem, equipmentId: sku.equipment.id, skuId: sku.id, quantity: quantities[sku.id] ?? 1 },
      {
        onSuccess: () => notify.success(`${sku.sku} was added to order #${order.id}`),
        onError: (error) => notify.error(formErrorText(error)),
      },
    );
  };

  const columns: DataTableColumn<InventorySku>[] = [
    {
      key: 'sku',
      title: 'SKU',
      render: (k) => (
        <Text fz="sm" ff="monospace" fw={600}>
          {k.sku}
        </Text>
      ),
      value: (k) => k.sku,
    },
    {
      key: 'item',
      title: 'Item',
      value: (k) => `${k.equipment.hcpcs} ${k.equipment.name}`,
      render: (k) => (
        <Text fz="sm" miw={150}>
          <b>{k.equipment.hcpcs}</b> {k.equipment.name}
        </Text>
      ),
    },
    { key: 'model', title: 'Maker / model', value: (k) => `${k.manufacturer} ${k.model}`.trim() },
    { key: 'available', title: 'Free', align: 'right', width: 70 },
    {
      key: 'add',
      title: 'Add',
      csv: false,
      align: 'right',
      render: (k) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <NumberInput
            aria-label={`Quantity of ${k.sku}`}
            size="xs"
            w={70}
            min={1}
            max={Math.max(1, Math.min(99, k.available))}
            allowDecimal={false}
            value={quantities[k.id] ?? 1}
            onChange={(v) => setQuantities((q) => ({ ...q, [k.id]: typeof v === 'number' ? v : 1 }))}
            disabled={locked !== null || k.available === 0}
          />
          <Button
            size="compact-sm"
            onClick={() => addSku(k)}
            disabled={locked !== null || k.available === 0}
            loading={add.isPending && add.variables?.skuId === k.id}
            aria-label={`Add ${k.sku} to the order`}
          >
            Add
          </Button>
        </Group>
      ),
    },
  ];

  // Phones: the SKU, its item and maker in one cell, the add controls beside them (no sideways scroll).
  const compactColumns: DataTableColumn<InventorySku>[] = [
    {
      key: 'sku',
      title: 'OTC item',
      value: (k) => k.sku,
      render: (k) => (
        <Stack gap={0} miw={120}>
          <Text fz="sm" ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {k.sku}
          </Text>
          <Text fz="xs">
            {k.equipment.hcpcs} {k.equipment.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {k.available} free
          </Text>
        </Stack>
      ),
    },
    columns[columns.length - 1]!,
  ];
  const noKey = stock.isError && readServerError(stock.error).status === 403;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="OTC items from stock">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            OTC items from stock
          </Title>
          <Anchor component={Link} to={href('supplier.order.edit.items', { orderId: order.id })} fz="sm">
            Back to the items
          </Anchor>
        </Group>
        <Text fz="sm" c="dimmed">
          Over-the-counter items need no prescription: they go with one of the order's lines, and their units are reserved in your stock at
          once.
        </Text>
        {locked && (
          <Alert color="yellow" variant="light">
            {locked}
          </Alert>
        )}
        <Group gap="xs" wrap="wrap">
          <TextInput
            type="search"
            aria-label="Search OTC stock"
            placeholder="SKU, maker, model or HCPCS"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: '1 1 200px', maxWidth: 320 }}
          />
          <Select
            aria-label="Goes with"
            placeholder="Goes with line"
            options={lines.map((l) => ({ id: l.id, title: `With ${l.hcpcs} · ${l.name}` }))}
            value={withItem}
            onChange={(id) => setWithItem(id === null ? null : Number(id))}
            style={{ flex: '1 1 220px', maxWidth: 360 }}
          />
        </Group>
        <DataTable
          label="OTC stock"
          columns={compact ? compactColumns : columns}
          rows={stock.data ?? []}
          paginate={false}
          loading={stock.isPending}
          emptyText={
            noKey
              ? 'Browsing stock needs the “stock” permission.'
              : stock.isError
                ? formErrorText(stock.error)
                : searched
                  ? 'No OTC SKU matches'
                  : 'No over-the-counter SKUs in your inventory yet.'
          }
        />
      </Stack>
    </Paper>
  );
}
