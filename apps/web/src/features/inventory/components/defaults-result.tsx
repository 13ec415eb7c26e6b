import { Table, Text } from '@mantine/core';
import { changeValue, FIELD_LABELS, type DefaultsChange, type RowError } from './row-errors';

/** The changes a save makes (or would make): row, SKU, warehouse, field, from -> to. */
export function ChangesTable({ changes }: { changes: readonly DefaultsChange[] }) {
  return (
    <Table.ScrollContainer minWidth={480} maxHeight={360}>
      <Table aria-label="Changes" striped verticalSpacing={4} fz="sm" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Warehouse</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th ta="right">From</Table.Th>
            <Table.Th ta="right">To</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={`${c.row}:${c.field}`}>
              <Table.Td>{c.row}</Table.Td>
              <Table.Td ff="monospace">{c.sku}</Table.Td>
              <Table.Td>{c.warehouse.name}</Table.Td>
              <Table.Td>{FIELD_LABELS[c.field]}</Table.Td>
              <Table.Td ta="right">{changeValue(c.field, c.from)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {changeValue(c.field, c.to)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export interface RowErrorsTableProps {
  errors: readonly RowError[];
  /** SKU and warehouse of each row sent, as the file or the grid has them. */
  labels: readonly { sku: string; warehouse: string }[];
}

/** The rows refused, each with what the file or the grid said of it and why. */
export function RowErrorsTable({ errors, labels }: RowErrorsTableProps) {
  return (
    <Table.ScrollContainer minWidth={480} maxHeight={360}>
      <Table aria-label="Row errors" verticalSpacing={4} fz="sm" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Warehouse</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.map((e, i) => (
            <Table.Tr key={`${e.index}:${e.field}:${i}`}>
              <Table.Td>{e.index + 1}</Table.Td>
              <Table.Td ff="monospace">{labels[e.index]?.sku ?? ''}</Table.Td>
              <Table.Td>{labels[e.index]?.warehouse ?? ''}</Table.Td>
              <Table.Td>{FIELD_LABELS[e.field] ?? e.field}</Table.Td>
              <Table.Td>
                <Text fz="sm" c="red">
                  {e.message}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
