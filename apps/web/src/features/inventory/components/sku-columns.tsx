import { Group, Stack, Text } from '@mantine/core';
import { formatCents, type InventorySku } from '@dme/contract';
import type { DataTableColumn } from '../../../components';
import { ArchivedBadge, BelowParBadge } from './badges';

const number = (value: number) => (
  <Text fz="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
    {value}
  </Text>
);

/** "ResMed · AirSense 10", or what there is of it. */
export const makerModel = (sku: Pick<InventorySku, 'manufacturer' | 'model'>) => [sku.manufacturer, sku.model].filter(Boolean).join(' · ');

/** Columns of the inventory list; sortable keys are the server's `sortBy` values. */
export const SKU_COLUMNS: readonly DataTableColumn<InventorySku>[] = [
  {
    key: 'sku',
    title: 'SKU',
    sortable: true,
    render: (k) => (
      <Group gap={6} wrap="nowrap">
        <Text fz="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {k.sku}
        </Text>
        {k.archived && <ArchivedBadge />}
      </Group>
    ),
  },
  {
    key: 'equipment',
    title: 'Item',
    visibleFrom: 'sm',
    value: (k) => `${k.equipment.hcpcs} ${k.equipment.name}`,
    render: (k) => (
      <Text fz="sm" miw={180}>
        <Text span ff="monospace" fw={600} mr={6}>
          {k.equipment.hcpcs}
        </Text>
        {k.equipment.name}
      </Text>
    ),
  },
  {
    key: 'manufacturer',
    title: 'Manufacturer / model',
    visibleFrom: 'sm',
    sortable: true,
    value: makerModel,
    render: (k) => (
      <Stack gap={0} miw={120}>
        <Text fz="sm">{k.manufacturer || '—'}</Text>
        {k.model && (
          <Text fz="xs" c="dimmed">
            {k.model}
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'serialized', title: 'Serialised', visibleFrom: 'xl', render: (k) => (k.serialized ? 'Yes' : 'No') },
  { key: 'quantity', title: 'Quantity', visibleFrom: 'sm', align: 'right', render: (k) => number(k.quantity) },
  { key: 'reserved', title: 'Reserved', visibleFrom: 'sm', align: 'right', render: (k) => number(k.reserved) },
  { key: 'available', title: 'Available', align: 'right', render: (k) => number(k.available) },
  { key: 'below_par', title: 'PAR', visibleFrom: 'sm', render: (k) => (k.below_par ? <BelowParBadge /> : null) },
  { key: 'unit_cost_cents', title: 'Unit cost', align: 'right', hidden: true, render: (k) => formatCents(k.unit_cost_cents) },
];

/** The CSV of the inventory: every field on its own column, whatever the table shows. */
export const SKU_CSV_COLUMNS: readonly DataTableColumn<InventorySku>[] = [
  { key: 'sku', title: 'SKU' },
  { key: 'hcpcs', exportAs: { path: 'equipment.hcpcs' }, title: 'HCPCS', value: (k) => k.equipment.hcpcs },
  { key: 'item', exportAs: { path: 'equipment.name' }, title: 'Item', value: (k) => k.equipment.name },
  { key: 'manufacturer', title: 'Manufacturer' },
  { key: 'model', title: 'Model' },
  {
    key: 'serialized',
    exportAs: { labels: { true: 'yes', false: 'no' } },
    title: 'Serialised',
    value: (k) => (k.serialized ? 'yes' : 'no'),
  },
  { key: 'quantity', title: 'Quantity' },
  { key: 'reserved', title: 'Reserved' },
  { key: 'available', title: 'Available' },
  { key: 'below_par', exportAs: { labels: { true: 'yes', false: 'no' } }, title: 'Below PAR', value: (k) => (k.below_par ? 'yes' : 'no') },
  {
    key: 'unit_cost',
    exportAs: { path: 'unit_cost_cents', format: 'cents' },
    title: 'Unit cost',
    value: (k) => (k.unit_cost_cents / 100).toFixed(2),
  },
  { key: 'archived', exportAs: { labels: { true: 'yes', false: 'no' } }, title: 'Archived', value: (k) => (k.archived ? 'yes' : 'no') },
];
