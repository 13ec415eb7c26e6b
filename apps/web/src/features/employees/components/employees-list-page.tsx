import { PageFrame } from '../../../components/page-frame';
import { CreateEmployeeButton } from './create-employee-button';
import { EmployeesList } from './employees-list';

/** `supplier.employees.profile.list`: the company's staff and drivers. */
export function EmployeesListPage() {
  return (
    <PageFrame
      title="Employees"
      description="Staff and drivers: roles, permissions per department, pay, documents and equipment."
      actions={<CreateEmployeeButton />}
    >
      <EmployeesList />
    </PageFrame>
  );
}
