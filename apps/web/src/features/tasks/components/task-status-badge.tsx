import { Badge, type MantineSize } from '@mantine/core';
import type { TaskStatus } from '@dme/contract';

const LOOK: Readonly<Record<TaskStatus, { label: string; color: string }>> = {
  open: { label: 'Open', color: 'blue' },
  overdue: { label: 'Overdue', color: 'red' },
  completed: { label: 'Completed', color: 'green' },
};

export function TaskStatusBadge({ status, size }: { status: TaskStatus; size?: MantineSize }) {
  const look = LOOK[status] ?? { label: status, color: 'gray' };
  return (
    // Never shortened to "OV…" in a narrow column: the whole word sets the column's minimum width.
    <Badge size={size} color={look.color} variant="light" data-task-status={status} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {look.label}
    </Badge>
  );
}
