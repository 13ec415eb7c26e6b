import { EmployeesListPage } from '../../../features/employees';

/** `supplier.employees.profile.list`: the company's employees. */
export default function SupplierEmployeesListPage() {
  return <EmployeesListPage />;
}
