import { EmployeeShowRedirect } from '../../../features/employees';

/** `/supplier/employees/profile/{id}` opens its first tab, personal. */
export default function SupplierEmployeeShell() {
  return <EmployeeShowRedirect />;
}
