import { EmployeeTabPage } from '../../../features/employees';
import { employeeTabs } from './employees-tabs';

/** `supplier.employees.profile.show.billing`. */
export default function SupplierEmployeeBillingPage() {
  return <EmployeeTabPage tab="billing" tabs={employeeTabs} />;
}
