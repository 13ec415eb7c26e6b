import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { OfficeStockItem } from '@dme/contract';
import type { DataTableColumn } from '../../../components';

const dash = (text: string) => text || '—';
const makerModel = (item: OfficeStockItem) => [item.manufacturer, item.model].filter(Boolean).join(' · ');

/** A stock row is one SKU on one shelf (the same SKU may sit in two offices). */
export const officeStockRowKey = (item: OfficeStockItem) => `${item.sku_id}/${item.warehouse.id}`;

export function stockColumns(withSubcategory: boolean): DataTableColumn<OfficeStockItem>[] {
  return [
    {
      key: 'hcpcs',
      title: 'HCPCS',
      width: 76,
      value: (item) => item.equipment.hcpcs,
      render: (item) => (
        <Text size="sm" ff="monospace" fw={600}>
          {item.equipment.hcpcs}
        </Text>
      ),
    },
    {
      key: 'item',
      title: 'Item',
      value: (item) => item.equipment.name,
      render: (item) => (
        <Stack gap={0} miw={140}>
          <Text size="sm">{item.equipment.name}</Text>
          {withSubcategory && (
            <Text size="xs" c="dimmed">
              {item.equipment.subcategory.name}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'sku',
      title: 'SKU',
      render: (item) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {item.sku}
        </Text>
      ),
    },
    {
      key: 'maker',
      title: 'Maker / model',
      value: makerModel,
      render: (item) => (
        <Stack gap={0}>
          <Text size="sm">{dash(item.manufacturer)}</Text>
          {item.model && (
            <Text size="xs" c="dimmed">
              {item.model}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'office',
      title: 'Office',
      value: (item) => item.office.name,
      render: (item) => (
        <Stack gap={0} miw={110}>
          <Text size="sm">{item.office.name}</Text>
          <Text size="xs" c="dimmed">
            {item.warehouse.name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'supplier',
      title: 'Supplier',
      value: (item) => item.supplier.name,
      render: (item) => <Text size="sm">{item.supplier.name}</Text>,
    },
    { key: 'available', title: 'Available', align: 'right', width: 80 },
  ];
}

/** A phone gets one column: the item, its SKU and shelf under it, the free units and the row's controls. */
export function phoneColumns(withSubcategory: boolean, actions?: (item: OfficeStockItem) => ReactNode): DataTableColumn<OfficeStockItem>[] {
  return [
    {
      key: 'item',
      title: 'Item',
      value: (item) => item.equipment.name,
      render: (item) => (
        <Stack gap={4}>
          <Text size="sm">
            <Text span ff="monospace" fw={600} inherit>
              {item.equipment.hcpcs}
            </Text>{' '}
            {item.equipment.name}
          </Text>
          <Text size="xs" c="dimmed">
            {[withSubcategory ? item.equipment.subcategory.name : '', item.sku, makerModel(item)].filter(Boolean).join(' · ')}
          </Text>
          <Text size="xs" c="dimmed">
            {item.office.name} ({item.warehouse.name}) · {item.supplier.name}
          </Text>
          <Group justify="space-between" gap="xs">
            <Badge variant="light" color="green" size="sm">
              {item.available} available
            </Badge>
            {actions?.(item)}
          </Group>
        </Stack>
      ),
    },
  ];
}
