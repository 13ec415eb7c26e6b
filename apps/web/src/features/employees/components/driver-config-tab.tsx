import { useQuery } from '@tanstack/react-query';
import { Alert, Loader, Text } from '@mantine/core';
import type { EmployeeDetail } from '@dme/contract';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { DriverForm, driverQueryOptions, useUpdateDriver } from '../../shipping-manage';

/**
 * The shift, vehicle capacity, home warehouse and skills the route planner uses: the delivery module's own
 * driver profile and form (one place for it), shown here for employees who drive.
 */
export function DriverConfigTab({ employee }: { employee: EmployeeDetail }) {
  const isDriver = employee.role === 'driver';
  const driver = useQuery({ ...driverQueryOptions(employee.id), enabled: isDriver });
  const update = useUpdateDriver(employee.id);
  if (!isDriver) return <Text c="dimmed">Only employees with the Driver role drive routes: give them that role in Personal to plan their shifts here.</Text>;
  if (driver.isError)
    return (
      <Alert color={readServerError(driver.error).status === 403 ? 'yellow' : 'red'} variant="light" role="alert">
        {readServerError(driver.error).status === 403 ? 'Only the owner and delivery planners change driver settings.' : formErrorText(driver.error)}
      </Alert>
    );
  if (!driver.data) return <Loader size="sm" aria-label="Loading the driver settings" />;
  return (
    <DriverForm
      key={driver.data.id}
      driver={driver.data}
      pending={update.isPending}
      onSubmit={async (body) => {
        await update.mutateAsync(body);
        notify.success(`${employee.name} was saved`);
      }}
    />
  );
}
