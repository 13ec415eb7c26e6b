import { Navigate, useParams } from 'react-router';
import { href } from '@dme/contract';

/** `/supplier/employees/tracking/{id}` opens its first tab, time. */
export default function SupplierEmployeeTrackingShell() {
  const { id } = useParams();
  return <Navigate to={href('supplier.employees.tracking.show.time', { id: id && /^\d+$/.test(id) ? id : '0' })} replace />;
}
