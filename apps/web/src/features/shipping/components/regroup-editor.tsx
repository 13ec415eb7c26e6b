import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DeliveryMethod, OrderItem } from '@dme/contract';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { METHOD_OPTIONS } from './format';
import { nextGroupKey, type DraftGroup, type Grouping } from './regroup-groups';

export interface RegroupEditorProps {
  items: readonly OrderItem[];
  warehouses: readonly { id: number; name: string }[];
  grouping: Grouping;
  onChange: (next: Grouping) => void;
}

const groupName = (index: number) => `Shipment ${index + 1}`;

/** The groups (method and warehouse each) and, per item, the group it ships in. */
export function RegroupEditor({ items, warehouses, grouping, onChange }: RegroupEditorProps) {
  const { groups, placement } = grouping;
  const setGroup = (key: number, change: Partial<DraftGroup>) =>
    onChange({ groups: groups.map((g) => (g.key === key ? { ...g, ...change } : g)), placement });
  const countOf = (key: number) => items.filter((i) => placement[i.id] === key).length;
  const remove = (key: number) => onChange({ groups: groups.filter((g) => g.key !== key), placement });
  const add = () => onChange({ groups: [...groups, { key: nextGroupKey(groups), method: 'driver', warehouseId: null }], placement });
  const groupOptions = groups.map((g, index) => ({ value: String(g.key), label: groupName(index) }));
  const warehouseOptions = warehouses.map((w) => ({ value: String(w.id), label: w.name }));

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {groups.map((g, index) => (
          <Paper key={g.key} withBorder radius="md" p="sm" component="fieldset" aria-label={groupName(index)} style={{ margin: 0 }}>
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Title order={3} fz="sm">
                  {groupName(index)} · {countOf(g.key)} {countOf(g.key) === 1 ? 'item' : 'items'}
                </Title>
                {groups.length > 1 && countOf(g.key) === 0 && (
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove ${groupName(index)}`} onClick={() => remove(g.key)}>
                    <TrashIcon />
                  </ActionIcon>
                )}
              </Group>
              <Select
                label="Method"
                size="xs"
                data={METHOD_OPTIONS}
                value={g.method}
                allowDeselect={false}
                onChange={(value) => value && setGroup(g.key, { method: value as DeliveryMethod })}
              />
              <Select
                label="Warehouse"
                size="xs"
                placeholder="Where the stock is reserved"
                clearable
                data={warehouseOptions}
                value={g.warehouseId === null ? null : String(g.warehouseId)}
                onChange={(value) => setGroup(g.key, { warehouseId: value ? Number(value) : null })}
              />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Button variant="light" size="xs" leftSection={<PlusIcon />} onClick={add} style={{ alignSelf: 'flex-start' }}>
        Add shipment
      </Button>
      <Stack gap={6} role="list" aria-label="Items">
        {items.map((item) => (
          <Group key={item.id} role="listitem" justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0} style={{ flex: '1 1 220px' }}>
              <Text fz="sm">
                {item.name} × {item.quantity}
              </Text>
              <Text fz="xs" c="dimmed">
                {[item.hcpcs, item.sku, item.stock?.warehouse.name].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <Select
              aria-label={`Shipment of ${item.name}`}
              size="xs"
              data={groupOptions}
              value={String(placement[item.id] ?? '')}
              allowDeselect={false}
              onChange={(value) => value && onChange({ groups, placement: { ...placement, [item.id]: Number(value) } })}
              w={160}
            />
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
