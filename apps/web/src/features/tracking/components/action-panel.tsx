import { SimpleGrid, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, type EmployeeTracking } from '@dme/contract';
import { DataTable, type DataTableColumn } from '../../../components';
import { TrackingChart } from './tracking-chart';

type Summary = EmployeeTracking['actions'][number];
type Record = EmployeeTracking['records'][number];

const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'numeric', day: 'numeric', timeZone: 'UTC' });

/** Actions: points and minutes per day, a total per action, and every record of the period. */
export function ActionPanel({ data }: { data: EmployeeTracking }) {
  const points = data.days.reduce((n, d) => n + d.points, 0);
  const minutes = data.days.reduce((n, d) => n + d.action_minutes, 0);
  const summary: DataTableColumn<Summary>[] = [
    { key: 'name', title: 'Action', value: (a) => a.name },
    { key: 'count', title: 'Times', align: 'right', value: (a) => a.count },
    { key: 'total', title: 'Total', align: 'right', value: (a) => `${a.total} ${a.kind === 'points' ? 'points' : 'min'}` },
  ];
  const records: DataTableColumn<Record>[] = [
    { key: 'occurred_at', title: 'When', value: (r) => formatDate(r.occurred_at, { withTime: true, timeZone: data.time_zone }) },
    { key: 'action', title: 'Action', value: (r) => r.action.name },
    { key: 'amount', title: 'Counts', align: 'right', value: (r) => `${r.amount} ${r.action.kind === 'points' ? 'points' : 'min'}` },
    { key: 'source', title: 'Recorded', value: (r) => (r.source === 'auto' ? `Automatically${r.entity ? ` (${r.entity} #${r.entity_id})` : ''}` : 'By hand') },
    { key: 'note', title: 'Note', value: (r) => r.note },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <Stat label="Points" value={points} />
        <Stat label="Minutes of work credited" value={minutes} />
        <Stat label="Actions" value={data.days.reduce((n, d) => n + d.actions_count, 0)} />
      </SimpleGrid>
      <Stack gap={4}>
        <Title order={3} fz="md">
          Per day
        </Title>
        <TrackingChart
          data={data.days.map((d) => ({ label: dayLabel(d.day), points: d.points, minutes: d.action_minutes }))}
          series={[
            { name: 'points', label: 'Points', color: 'teal.6' },
            { name: 'minutes', label: 'Minutes', color: 'grape.5' },
          ]}
          unit=""
        />
      </Stack>
      <Title order={3} fz="md">
        By action
      </Title>
      <DataTable label="Actions by kind" columns={summary} rows={data.actions} rowKey={(a) => a.action_id} paginate={false} emptyText="No actions in this period" csvFileName="actions-summary.csv" />
      <Title order={3} fz="md">
        Every action
      </Title>
      <DataTable label="Recorded actions" columns={records} rows={data.records} emptyText="No actions in this period" csvFileName="actions.csv" />
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}
