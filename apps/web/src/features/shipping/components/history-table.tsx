import { Table, Text } from '@mantine/core';
import { formatDateTime, type SuborderHistoryEntry } from '@dme/contract';
import { ShippingStatusBadge } from './shipping-status-badge';

/** The suborder's status changes, as the server lists them, with who made each and the note. */
export function HistoryTable({ history }: { history: readonly SuborderHistoryEntry[] }) {
  if (history.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        No status change yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Status history" verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</Table.Td>
              <Table.Td>{entry.from_status ? <ShippingStatusBadge status={entry.from_status} /> : '—'}</Table.Td>
              <Table.Td>
                <ShippingStatusBadge status={entry.to_status} />
              </Table.Td>
              <Table.Td>{entry.user?.name ?? 'System'}</Table.Td>
              <Table.Td>{entry.note || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
