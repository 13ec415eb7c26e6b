import { Checkbox, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { ORDER_STATUSES, PERMISSION_TEMPLATES, SHIPPING_STATUS_KEYS } from '@dme/contract';

const VERBS = ['view', 'edit', 'notify'] as const;

interface StatusRow {
  /** `{status}` of the key: an order status code or a shipping status key. */
  status: string;
  label: string;
}

const humanize = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');

const ORDER_ROWS: readonly StatusRow[] = ORDER_STATUSES.map((s) => ({ status: String(s.code), label: `${s.name} (${s.code})` }));
const SHIPPING_ROWS: readonly StatusRow[] = SHIPPING_STATUS_KEYS.map((key) => ({ status: key, label: humanize(key) }));
/** The keys without a status: one checkbox each. */
export const PLAIN_PERMISSIONS = PERMISSION_TEMPLATES.filter((t) => !t.includes('{status}'));

export interface PermissionMatrixProps {
  /** The keys held (concrete: `order view 10`, `stock` ...). */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Who the keys are for, in the accessible names of the tables. */
  holder: string;
}

function StatusTable({
  group,
  rows,
  held,
  toggle,
  holder,
}: {
  group: 'order' | 'shipping';
  rows: readonly StatusRow[];
  held: ReadonlySet<string>;
  toggle: (keys: readonly string[], on: boolean) => void;
  holder: string;
}) {
  const keyOf = (verb: string, row: StatusRow) => `${group} ${verb} ${row.status}`;
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table aria-label={`${group === 'order' ? 'Order' : 'Shipping'} permissions of ${holder}`} verticalSpacing={2} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{group === 'order' ? 'Order status' : 'Shipping status'}</Table.Th>
            {VERBS.map((verb) => {
              const keys = rows.map((row) => keyOf(verb, row));
              const count = keys.filter((k) => held.has(k)).length;
              return (
                <Table.Th key={verb} w={56}>
                  {/* The column's title over its "all" box: narrow enough for a phone. */}
                  <Stack gap={2} align="center">
                    <Text fz="xs" fw={700} aria-hidden>
                      {humanize(verb)}
                    </Text>
                    <Checkbox
                      size="xs"
                      aria-label={`Every ${group} ${verb} permission`}
                      checked={count === keys.length}
                      indeterminate={count > 0 && count < keys.length}
                      onChange={(event) => toggle(keys, event.currentTarget.checked)}
                    />
                  </Stack>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.status}>
              <Table.Td fz="sm">{row.label}</Table.Td>
              {VERBS.map((verb) => {
                const key = keyOf(verb, row);
                return (
                  <Table.Td key={verb}>
                    <Checkbox
                      size="xs"
                      styles={{ body: { justifyContent: 'center' } }}
                      aria-label={key}
                      checked={held.has(key)}
                      onChange={(e) => toggle([key], e.currentTarget.checked)}
                    />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Every permission key of the spec as checkboxes: order and shipping keys per status and verb, then the rest. */
export function PermissionMatrix({ value, onChange, holder }: PermissionMatrixProps) {
  const held = new Set(value);
  const toggle = (keys: readonly string[], on: boolean) => {
    const next = new Set(held);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange([...next]);
  };
  return (
    <Stack gap="sm">
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
        General
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={6} verticalSpacing={6}>
        {PLAIN_PERMISSIONS.map((key) => (
          <Checkbox key={key} size="sm" label={key} checked={held.has(key)} onChange={(e) => toggle([key], e.currentTarget.checked)} />
        ))}
      </SimpleGrid>
      <StatusTable group="order" rows={ORDER_ROWS} held={held} toggle={toggle} holder={holder} />
      <StatusTable group="shipping" rows={SHIPPING_ROWS} held={held} toggle={toggle} holder={holder} />
    </Stack>
  );
}
