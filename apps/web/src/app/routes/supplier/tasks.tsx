import { Navigate } from 'react-router';
import { href } from '@dme/contract';

/** `/supplier/tasks` opens its first tab, the current tasks. */
export default function SupplierTasksShell() {
  return <Navigate to={href('supplier.tasks.current')} replace />;
}
