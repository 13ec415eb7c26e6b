import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createOrderTask, listOrderTasks, type CreateOrderTaskBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { tasksKeys } from './keys';

/** Under `tasks/list`, so completing a task anywhere (useCompleteTask) refreshes the order's list too. */
export const orderTasksKey = (orderId: number) => [...tasksKeys.lists(), 'order', orderId] as const;

/** `GET vendor/orders/{orderId}/tasks`: open tasks by deadline, then completed ones. */
export const orderTasksQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderTasksKey(orderId),
    queryFn: async ({ signal }) => (await call(listOrderTasks, { params: { orderId }, signal })).data,
  });

/** `POST vendor/orders/{orderId}/tasks` (`manage tasks`); the company's task lists are read again afterwards. */
export function useCreateOrderTask(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateOrderTaskBody) =>
      (await call(createOrderTask, { params: { orderId }, body, skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKeys.lists() }),
  });
}
