import { Link } from 'react-router';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { href } from '@dme/contract';
import { TaskStatusBadge } from '../../../tasks';
import { WidgetCard } from '../widget-card';
import { WidgetData } from './widget-data';

/** Open tasks whose deadline is today. */
export function TasksDueTodayWidget({ title }: { title: string }) {
  return (
    <WidgetCard
      widget="tasks-due-today"
      title={title}
      actions={
        <Anchor component={Link} to={href('supplier.tasks.current')} size="sm">
          All current
        </Anchor>
      }
    >
      <WidgetData widget="tasks-due-today">
        {(data) =>
          data.tasks.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing is due today.
            </Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.tasks.map((task) => (
                <Group key={task.id} component="li" justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm">{task.message}</Text>
                    <Text size="xs" c="dimmed">
                      {task.object}
                      {task.assignee ? ` · ${task.assignee}` : ''}
                    </Text>
                  </Stack>
                  <TaskStatusBadge status={task.status} />
                </Group>
              ))}
            </Stack>
          )
        }
      </WidgetData>
    </WidgetCard>
  );
}
