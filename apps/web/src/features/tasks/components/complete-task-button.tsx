import { Button } from '@mantine/core';
import type { Task } from '@dme/contract';
import { useConfirm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useCompleteTask } from '../api/complete-task';

/** "Complete" on a current task: confirmed first (the spec's confirm dialog), then sent; the lists refresh. */
export function CompleteTaskButton({ task }: { task: Task }) {
  const confirm = useConfirm();
  const complete = useCompleteTask();
  const run = async () => {
    const confirmed = await confirm({ item_data: task, text: `Mark “${task.message}” as completed?` });
    if (!confirmed) return;
    try {
      await complete.mutateAsync(confirmed.item_data.id);
      notify.success('Task completed');
    } catch {
      // The error catalogue has already told the user (403, 409 already completed ...).
    }
  };
  return (
    <Button size="compact-sm" variant="light" color="green" loading={complete.isPending} onClick={() => void run()}>
      Complete
    </Button>
  );
}
