import { Badge, Button, Table, Text } from '@mantine/core';
import type { LoadLine } from './scan-match';

export interface LoadTableProps {
  lines: readonly LoadLine[];
  /** The line whose serial is awaited. */
  awaiting: number | null;
  onMark: (line: LoadLine) => void;
  onAskSerial: (line: LoadLine) => void;
}

/** Every item to load, stop by stop, with its SKU and serial; a click loads an item without a serial. */
export function LoadTable({ lines, awaiting, onMark, onAskSerial }: LoadTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="Items to load" verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Stop</Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th>Qty</Table.Th>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Serial</Table.Th>
            <Table.Th>Loaded</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const { item } = line;
            return (
              <Table.Tr key={item.id} data-item={item.id} bg={awaiting === item.id ? 'yellow.0' : undefined}>
                <Table.Td>
                  {line.seq}. {line.patient}
                </Table.Td>
                <Table.Td>
                  {item.name}
                  <Text fz="xs" c="dimmed">
                    {item.hcpcs}
                  </Text>
                </Table.Td>
                <Table.Td>{item.quantity}</Table.Td>
                <Table.Td>{item.sku ?? '—'}</Table.Td>
                <Table.Td>{item.serialized ? (item.serial ?? 'Any unit') : '—'}</Table.Td>
                <Table.Td>
                  {item.loaded_at ? (
                    <Badge color="green" variant="light">
                      Loaded{item.loaded_serial ? ` · ${item.loaded_serial}` : ''}
                    </Badge>
                  ) : item.serialized ? (
                    <Button size="compact-xs" variant="light" onClick={() => onAskSerial(line)} aria-label={`Scan the serial of ${item.name}`}>
                      Scan serial
                    </Button>
                  ) : (
                    <Button size="compact-xs" variant="light" onClick={() => onMark(line)} aria-label={`Mark ${item.name} loaded`}>
                      Mark loaded
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
