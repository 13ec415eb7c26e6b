import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { z } from 'zod';
import { createOrderTaskBody, type Task } from '@dme/contract';
import { DataTable, MaskedInput, useAppForm, type DataTableColumn } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../auth';
import { orderTasksQueryOptions, useCreateOrderTask } from '../api/order-tasks';
import { CompleteTaskButton } from './complete-task-button';
import { useCanManageTasks } from './task-list';
import { ASSIGNEE_COLUMN, TASK_COLUMNS } from './task-columns';

/** The contract's rules for what is typed; "Assign to me" becomes the caller's id. */
const schema = z.object({
  message: createOrderTaskBody.shape.message,
  due_date: z.string().transform((due) => due || undefined).pipe(createOrderTaskBody.shape.due_date),
  mine: z.boolean(),
});
const EMPTY = { message: '', due_date: '', mine: false };

/** The order's tasks: the columns of the tasks screens without Object (it is this order), plus Complete. */
const COLUMNS: readonly DataTableColumn<Task>[] = [...TASK_COLUMNS.filter((column) => column.key !== 'object'), ASSIGNEE_COLUMN];

/** Tasks on one order (supplier side): who does what by when; holders of `manage tasks` add and complete them. */
export function OrderTasksPanel({ orderId }: { orderId: number }) {
  const tasks = useQuery(orderTasksQueryOptions(orderId));
  const create = useCreateOrderTask(orderId);
  const mayManage = useCanManageTasks();
  const { user } = useCurrentUser();
  const form = useAppForm({ schema, initialValues: EMPTY });
  const submit = form.onSubmit(({ message, due_date, mine }) => {
    form.clearFormError();
    create.mutate(
      { message, ...(due_date ? { due_date } : {}), ...(mine && user ? { assignee_id: user.id } : {}) },
      {
        onSuccess: () => (notify.success('The task was added'), form.resetTo(EMPTY)),
        onError: form.fail,
      },
    );
  });

  const columns = mayManage
    ? [
        ...COLUMNS,
        { key: 'actions', title: '', render: (task: Task) => (task.status === 'completed' ? null : <CompleteTaskButton task={task} />) },
      ]
    : COLUMNS;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Order tasks">
      <Title order={2} fz="lg" mb="sm">
        Tasks
      </Title>
      <Stack gap="sm">
        {tasks.isError ? (
          <Alert color="red" variant="light" role="alert">
            {formErrorText(tasks.error)}
          </Alert>
        ) : (
          <DataTable
            label="Order tasks"
            columns={columns}
            rows={tasks.data ?? []}
            loading={tasks.isPending}
            emptyText="No task on this order yet"
            paginate={false}
          />
        )}
        {mayManage && (
          <form aria-label="New task" onSubmit={submit} noValidate>
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label="Task" placeholder="What needs doing" {...form.getInputProps('message')} maxLength={1000} />
                <MaskedInput mask="date" label="Deadline" {...form.getInputProps('due_date')} value={form.getValues().due_date} />
              </SimpleGrid>
              <Group justify="space-between">
                <Checkbox label="Assign to me" {...form.getInputProps('mine', { type: 'checkbox' })} />
                <Button type="submit" loading={create.isPending}>
                  Add task
                </Button>
              </Group>
              {form.formError && (
                <Alert color="red" variant="light" role="alert">
                  {form.formError}
                </Alert>
              )}
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
