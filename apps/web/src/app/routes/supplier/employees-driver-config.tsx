import { EmployeeTabPage } from '../../../features/employees';
import { employeeTabs } from './employees-tabs';

/** `supplier.employees.profile.show.driver-config`. */
export default function SupplierEmployeeDriverConfigPage() {
  return <EmployeeTabPage tab="driver-config" tabs={employeeTabs} />;
}
