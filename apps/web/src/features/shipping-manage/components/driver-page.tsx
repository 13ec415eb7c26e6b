import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Loader, Paper, Stack, Title } from '@mantine/core';
import { EndState, EndStateText } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { driverQueryOptions } from '../api/get-driver';
import { useUpdateDriver } from '../api/update-driver';
import { driversListHref, idOf, isId } from '../routes';
import { DriverForm } from './driver-form';
import { PageFrame } from './page-frame';
import { RoutesList } from './routes-list';

/** `supplier.shipping-manage.drivers.show`: a driver's settings for planning, and their routes. */
export function DriverPage() {
  const driverId = idOf(useParams().driverId);
  const driver = useQuery({ ...driverQueryOptions(driverId), enabled: isId(driverId) });
  const update = useUpdateDriver(driverId);
  const back = { to: driversListHref(), label: 'Drivers' };

  if (!isId(driverId) || (driver.isError && readServerError(driver.error).status === 404))
    return (
      <PageFrame title="Driver" back={back}>
        <EndState kind="info" title="Driver not found">
          <EndStateText>The driver does not exist or is not one of your company’s.</EndStateText>
        </EndState>
      </PageFrame>
    );
  if (driver.isError)
    return (
      <PageFrame title="Driver" back={back}>
        <EndState kind="warning" title="The driver could not be loaded" onRetry={() => void driver.refetch()}>
          <EndStateText>{formErrorText(driver.error)}</EndStateText>
        </EndState>
      </PageFrame>
    );
  if (!driver.data)
    return (
      <PageFrame title="Driver" back={back}>
        <Loader size="sm" aria-label="Loading the driver" />
      </PageFrame>
    );

  const d = driver.data;
  return (
    <PageFrame title={d.name} description={d.login} back={back} paper={false}>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <DriverForm
            key={d.id}
            driver={d}
            pending={update.isPending}
            onSubmit={async (body) => {
              await update.mutateAsync(body);
              notify.success(`${d.name} was saved`);
            }}
          />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Title order={2} fz="lg" mb="sm">
            Routes
          </Title>
          <RoutesList driverId={d.id} fileName={`${d.name} routes.csv`} />
        </Paper>
      </Stack>
    </PageFrame>
  );
}
