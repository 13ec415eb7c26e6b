import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeTask } from '@dme/contract';
import { call } from '../../../lib/http';
import { tasksKeys } from './keys';

/** `POST vendor/tasks/{taskId}/complete` (needs `manage tasks`); every task list is read again afterwards. */
export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (taskId: number) => (await call(completeTask, { params: { taskId } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKeys.lists() }),
  });
}
