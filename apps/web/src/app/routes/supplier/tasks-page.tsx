import { Link } from 'react-router';
import { Container, Paper, Stack, Tabs, Title } from '@mantine/core';
import { href } from '@dme/contract';
import { TaskList } from '../../../features/tasks';

const TABS = [
  { kind: 'current', route: 'supplier.tasks.current', label: 'Current' },
  { kind: 'completed', route: 'supplier.tasks.completed', label: 'Completed' },
] as const;

/** The tasks screens: a tab per list; each list pages, sorts and searches on the server. */
export function TasksPage({ kind }: { kind: (typeof TABS)[number]['kind'] }) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Tasks
        </Title>
        <Tabs value={kind}>
          <Tabs.List>
            {TABS.map((tab) => (
              <Tabs.Tab key={tab.kind} value={tab.kind} renderRoot={(props) => <Link to={href(tab.route)} {...props} />}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          {/* Keyed: each tab starts on its own first page. */}
          <TaskList key={kind} kind={kind} />
        </Paper>
      </Stack>
    </Container>
  );
}
