import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { SATISFACTION_QUESTIONS, type SatisfactionAverages, type SatisfactionSummary } from '@dme/contract';
import { Score } from './stars';

const SHORT: Record<string, string> = { overall: 'Overall', driver: 'Driver', timeliness: 'On time', explanation: 'Explained' };

function Averages({ title, a }: { title: string; a: SatisfactionAverages }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Text fz="sm" c="dimmed">
          {title}
        </Text>
        <Score value={a.average} size="md" />
        <Text fz="xs" c="dimmed">
          {a.count} {a.count === 1 ? 'answer' : 'answers'}
        </Text>
        {SATISFACTION_QUESTIONS.map((q) => (
          <Text key={q.key} fz="xs">
            {SHORT[q.key]}: <b>{a[q.key]?.toFixed(1) ?? '—'}</b>
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

function People({ title, rows }: { title: string; rows: SatisfactionSummary['by_employee'] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No answers yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table fz="sm" verticalSpacing={4} aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Average</Table.Th>
                <Table.Th ta="right">Answers</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>
                    <Score value={r.average} size="xs" />
                  </Table.Td>
                  <Table.Td ta="right">{r.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

/** Average scores of the answered surveys: the company's, then per employee and per driver. */
export function ScoreSummary({ summary, companyTitle = 'Company average' }: { summary: SatisfactionSummary; companyTitle?: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Averages title={companyTitle} a={summary.company} />
      <People title="By employee" rows={summary.by_employee} />
      <People title="By driver" rows={summary.by_driver} />
    </SimpleGrid>
  );
}
