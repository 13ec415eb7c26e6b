import { TasksPage } from './tasks-page';

export default function SupplierCurrentTasksPage() {
  return <TasksPage kind="current" />;
}
