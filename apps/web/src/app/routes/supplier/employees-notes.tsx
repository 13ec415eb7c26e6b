import { EmployeeTabPage } from '../../../features/employees';
import { employeeTabs } from './employees-tabs';

/** `supplier.employees.profile.show.notes`. */
export default function SupplierEmployeeNotesPage() {
  return <EmployeeTabPage tab="notes" tabs={employeeTabs} />;
}
