import { useNavigate } from 'react-router';
import { Text } from '@mantine/core';
import { href } from '@dme/contract';
import { DataTable } from '../../../../components';
import { LatestTasksModal, TASK_COLUMNS } from '../../../tasks';
import { WidgetCard } from '../widget-card';
import { WidgetData } from './widget-data';

// A handful of rows, newest first: nothing to sort.
const COLUMNS = TASK_COLUMNS.map((column) => ({ ...column, sortable: false }));

/**
 * The supplier dashboard's latest-tasks table (foundation §2): Object, Status, Task, Author and Deadline; a row
 * opens the tasks screen; the "Latest Tasks" button opens the whole list in a modal.
 */
export function LatestTasksWidget({ title }: { title: string }) {
  const navigate = useNavigate();
  const openTasks = () => void navigate(href('supplier.tasks'));
  return (
    <WidgetCard widget="latest-tasks" title={title} actions={<LatestTasksModal onRowClick={openTasks} />}>
      <WidgetData widget="latest-tasks">
        {(data) => (
          <>
            <DataTable
              label="Latest tasks"
              columns={COLUMNS}
              rows={data.tasks}
              paginate={false}
              withSettings={false}
              minHeight={120}
              onRowClick={openTasks}
            />
            <Text size="xs" c="dimmed">
              The {data.tasks.length} newest of {data.total} tasks. Click one to open the tasks screen; Latest Tasks lists them all.
            </Text>
          </>
        )}
      </WidgetData>
    </WidgetCard>
  );
}
