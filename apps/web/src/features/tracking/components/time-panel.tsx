import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatDuration, type EmployeeTracking } from '@dme/contract';
import { DataTable, type DataTableColumn } from '../../../components';
import { TrackingChart } from './tracking-chart';

type Entry = EmployeeTracking['entries'][number];

const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'numeric', day: 'numeric', timeZone: 'UTC' });

/** Time worked: a bar per day (hours), totals per week, and every clock-in of the period. */
export function TimePanel({ data }: { data: EmployeeTracking }) {
  const at = (iso: string | null) => (iso ? formatDate(iso, { withTime: true, timeZone: data.time_zone }) : 'still clocked in');
  const columns: DataTableColumn<Entry>[] = [
    { key: 'started_at', title: 'Clocked in', value: (e) => at(e.started_at) },
    { key: 'ended_at', title: 'Clocked out', value: (e) => at(e.ended_at) },
    { key: 'seconds', title: 'Duration', align: 'right', value: (e) => formatDuration(e.seconds, 'seconds') },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder radius="md" p="sm">
          <Text fz="xs" c="dimmed">
            Time worked in the period
          </Text>
          <Text fz={28} fw={700} data-testid="tracking-total">
            {formatDuration(data.total_seconds, 'seconds')}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="sm">
          <Text fz="xs" c="dimmed" mb={4}>
            Per week (Monday first, {data.time_zone})
          </Text>
          <Table fz="sm" withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {data.weeks.map((w) => (
                <Table.Tr key={w.week_start}>
                  <Table.Td>Week of {formatDate(w.week_start)}</Table.Td>
                  <Table.Td ta="right">{formatDuration(w.seconds, 'seconds')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </SimpleGrid>
      <Stack gap={4}>
        <Title order={3} fz="md">
          Hours per day
        </Title>
        <TrackingChart data={data.days.map((d) => ({ label: dayLabel(d.day), hours: Math.round((d.seconds / 3600) * 10) / 10 }))} series={[{ name: 'hours', label: 'Hours', color: 'blue.6' }]} unit=" h" />
      </Stack>
      <Group justify="space-between">
        <Title order={3} fz="md">
          Clock-ins
        </Title>
      </Group>
      <DataTable label="Clock-ins" columns={columns} rows={data.entries} emptyText="No time clocked in this period" csvFileName="clock-ins.csv" />
    </Stack>
  );
}
