import { EmployeeTabPage } from '../../../features/employees';
import { employeeTabs } from './employees-tabs';

/** `supplier.employees.profile.show.documents`. */
export default function SupplierEmployeeDocumentsPage() {
  return <EmployeeTabPage tab="documents" tabs={employeeTabs} />;
}
