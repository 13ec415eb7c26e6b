import { EmployeeTabPage } from '../../../features/employees';
import { employeeTabs } from './employees-tabs';

/** `supplier.employees.profile.show.personal`. */
export default function SupplierEmployeePersonalPage() {
  return <EmployeeTabPage tab="personal" tabs={employeeTabs} />;
}
