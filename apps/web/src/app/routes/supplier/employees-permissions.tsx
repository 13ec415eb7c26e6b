import { EmployeeTabPage } from '../../../features/employees';
import { employeeTabs } from './employees-tabs';

/** `supplier.employees.profile.show.permissions`. */
export default function SupplierEmployeePermissionsPage() {
  return <EmployeeTabPage tab="permissions" tabs={employeeTabs} />;
}
