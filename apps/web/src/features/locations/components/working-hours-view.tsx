import { Table, Text } from '@mantine/core';
import { WEEK_DAYS } from '@dme/contract';
import type { WorkingDay } from './working-hours-editor';

/** The week as read-only rows, Monday first; a day without times reads "Closed". */
export function WorkingHoursView({ days }: { days: readonly WorkingDay[] }) {
  return (
    <Table aria-label="Working hours" verticalSpacing={2} horizontalSpacing="xs" w="auto" withRowBorders={false}>
      <Table.Tbody>
        {WEEK_DAYS.map((name, i) => {
          const day = days[i];
          const open = day !== undefined && (day.from !== '' || day.to !== '');
          return (
            <Table.Tr key={name}>
              <Table.Th fw={500} fz="sm" pl={0}>
                {name}
              </Table.Th>
              <Table.Td fz="sm">
                {open ? (
                  `${day.from || '?'} – ${day.to || '?'}`
                ) : (
                  <Text span c="dimmed" fz="sm">
                    Closed
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
