import { useParams } from 'react-router';
import { Paper } from '@mantine/core';
import { SatisfactionList } from '../../../features/charts';
import { EmployeeShell } from '../../../features/employees';
import { employeeTabs } from './employees-tabs';

/** `supplier.employees.profile.show.charts`: satisfaction scores of the deliveries the employee sold or drove. */
export default function SupplierEmployeeChartsPage() {
  const { id } = useParams();
  return (
    <EmployeeShell employeeId={id && /^\d+$/.test(id) ? Number(id) : NaN} tabs={employeeTabs} active="charts">
      {(employee) => (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <SatisfactionList key={employee.id} staffId={employee.id} />
        </Paper>
      )}
    </EmployeeShell>
  );
}
