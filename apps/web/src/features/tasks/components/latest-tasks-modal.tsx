import { useState } from 'react';
import { Button } from '@mantine/core';
import type { Task } from '@dme/contract';
import { Modal } from '../../../components';
import { useIsMobile } from '../../../lib/media';
import { TASK_COLUMNS } from './task-columns';
import { TasksTable } from './tasks-table';

export interface LatestTasksModalProps {
  onRowClick?: (task: Task) => void;
}

/** The "Latest Tasks" button and modal: every task of the company, latest first, page by page. */
export function LatestTasksModal({ onRowClick }: LatestTasksModalProps) {
  const [opened, setOpened] = useState(false);
  const isMobile = useIsMobile();
  return (
    <>
      <Button variant="light" size="xs" onClick={() => setOpened(true)}>
        Latest Tasks
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Latest Tasks" size="80rem" fullScreen={isMobile}>
        {opened && (
          <TasksTable
            kind="latest"
            columns={TASK_COLUMNS}
            label="Latest tasks, all"
            onRowClick={
              onRowClick
                ? (task) => {
                    setOpened(false);
                    onRowClick(task);
                  }
                : undefined
            }
          />
        )}
      </Modal>
    </>
  );
}
