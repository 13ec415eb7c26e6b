import { Table, Text } from '@mantine/core';
import { MEASUREMENT_FIELDS, type MeasurementKind } from '@dme/contract';

/** The kind's measurements as label / value rows ("not measured" for the empty ones). */
export function MeasurementValues({ kind, values }: { kind: MeasurementKind; values: Record<string, number | null> }) {
  return (
    <Table withRowBorders verticalSpacing={6} fz="sm" aria-label="Measurements">
      <Table.Tbody>
        {MEASUREMENT_FIELDS[kind].map((f) => {
          const v = values[f.key];
          return (
            <Table.Tr key={f.key}>
              <Table.Td>{f.label}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {v === null || v === undefined ? (
                  <Text span c="dimmed" fz="sm">
                    not measured
                  </Text>
                ) : (
                  <Text span fw={600} fz="sm">
                    {v} {f.unit}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
