import { TasksPage } from './tasks-page';

export default function SupplierCompletedTasksPage() {
  return <TasksPage kind="completed" />;
}
