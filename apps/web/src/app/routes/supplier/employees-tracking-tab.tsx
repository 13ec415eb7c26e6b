import { useParams } from 'react-router';
import { Paper } from '@mantine/core';
import { EmployeeShell } from '../../../features/employees';
import { EmployeeTracking } from '../../../features/tracking';
import { employeeTabs } from './employees-tabs';

/** `supplier.employees.profile.show.tracking`: the employee's time and actions inside the employee screen. */
export default function SupplierEmployeeTrackingTabPage() {
  const { id } = useParams();
  return (
    <EmployeeShell employeeId={id && /^\d+$/.test(id) ? Number(id) : NaN} tabs={employeeTabs} active="tracking">
      {(employee) => (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <EmployeeTracking key={employee.id} employeeId={employee.id} />
        </Paper>
      )}
    </EmployeeShell>
  );
}
