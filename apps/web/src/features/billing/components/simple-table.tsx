import type { ReactNode } from 'react';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';

export interface SimpleTableProps {
  /** The table's accessible name and the section's heading. */
  title: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  empty: string;
  /** Below this width the table scrolls sideways (phones). */
  minWidth?: number;
  /** Right-aligned columns (money) by position. */
  numeric?: readonly number[];
}

/** A small read-only table in its own section: the claim's lines, payments, an ERA's services. */
export function SimpleTable({ title, head, rows, empty, minWidth = 560, numeric = [] }: SimpleTableProps) {
  const align = (i: number) => (numeric.includes(i) ? 'right' : undefined);
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table aria-label={title} verticalSpacing={6} striped>
              <Table.Thead>
                <Table.Tr>
                  {head.map((h, i) => (
                    <Table.Th key={h} ta={align(i)} style={{ whiteSpace: 'nowrap' }}>
                      {h}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((cells, r) => (
                  <Table.Tr key={r}>
                    {cells.map((cell, i) => (
                      <Table.Td key={i} ta={align(i)} fz="sm">
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
