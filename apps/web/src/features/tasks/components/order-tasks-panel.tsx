import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { Task } from '@dme/contract';
import { DataTable, MaskedInput, type DataTableColumn } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { splitServerErrors, useCurrentUser, type FieldErrors } from '../../auth';
import { orderTasksQueryOptions, useCreateOrderTask } from '../api/order-tasks';
import { CompleteTaskButton } from './complete-task-button';
import { useCanManageTasks } from './task-list';
import { ASSIGNEE_COLUMN, TASK_COLUMNS } from './task-columns';

type Field = 'message' | 'due_date' | 'assignee_id';
const FIELDS: readonly Field[] = ['message', 'due_date', 'assignee_id'];

/** The order's tasks: the columns of the tasks screens without Object (it is this order), plus Complete. */
const COLUMNS: readonly DataTableColumn<Task>[] = [...TASK_COLUMNS.filter((column) => column.key !== 'object'), ASSIGNEE_COLUMN];

/** Tasks on one order (supplier side): who does what by when; holders of `manage tasks` add and complete them. */
export function OrderTasksPanel({ orderId }: { orderId: number }) {
  const tasks = useQuery(orderTasksQueryOptions(orderId));
  const create = useCreateOrderTask(orderId);
  const mayManage = useCanManageTasks();
  const { user } = useCurrentUser();
  const [message, setMessage] = useState('');
  const [due, setDue] = useState('');
  const [mine, setMine] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setErrors({});
    setFormError(null);
    try {
      await create.mutateAsync({ message, ...(due ? { due_date: due } : {}), ...(mine && user ? { assignee_id: user.id } : {}) });
      notify.success('The task was added');
      setMessage('');
      setDue('');
      setMine(false);
    } catch (error) {
      const split = splitServerErrors(error, FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
    }
  };

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
          <form
            aria-label="New task"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label="Task"
                  placeholder="What needs doing"
                  value={message}
                  onChange={(event) => setMessage(event.currentTarget.value)}
                  error={errors.message}
                  maxLength={1000}
                />
                <MaskedInput mask="date" label="Deadline" value={due} onChange={setDue} error={errors.due_date} />
              </SimpleGrid>
              <Group justify="space-between">
                <Checkbox label="Assign to me" checked={mine} onChange={(event) => setMine(event.currentTarget.checked)} />
                <Button type="submit" loading={create.isPending}>
                  Add task
                </Button>
              </Group>
              {(formError || errors.assignee_id) && (
                <Alert color="red" variant="light" role="alert">
                  {formError ?? errors.assignee_id}
                </Alert>
              )}
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
