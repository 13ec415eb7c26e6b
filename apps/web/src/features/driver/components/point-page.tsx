import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FAILED_DELIVERY_LABELS, formatDateTime, formatPhone, type RoutePoint } from '@dme/contract';
import { useCurrentUser } from '../../auth';
import { driverPointQuery } from '../api/queries';
import { navigateUrl, telUrl } from '../lib/links';
import { formatWindow } from '../lib/time';
import { useOutbox } from '../outbox/use-outbox';
import { driverRouteHref } from '../routes';
import { DeliverForm } from './deliver-form';
import { FailForm } from './fail-form';
import { LoadError, Loading, NotFound, PageFrame } from './page-frame';

function StopDetails({ point, timeZone }: { point: RoutePoint; timeZone?: string }) {
  const { suborder } = point;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text fz="lg">{suborder.address.full_address}</Text>
        <Text size="sm" c="dimmed">
          {formatWindow(suborder.agreed_slot, timeZone)} · Order {suborder.number}
        </Text>
        <SimpleGrid cols={suborder.phone ? 2 : 1} spacing="xs">
          {suborder.phone && (
            <Button component="a" href={telUrl(suborder.phone)} size="md" variant="light">
              Call {formatPhone(suborder.phone)}
            </Button>
          )}
          <Button component="a" href={navigateUrl(suborder.address)} target="_blank" rel="noopener noreferrer" size="md" variant="light">
            Navigate
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Items({ point }: { point: RoutePoint }) {
  return (
    <Stack gap={4} component="section" aria-label="Items">
      <Title order={2} fz="lg">
        Items
      </Title>
      {point.items.map((item) => (
        <Group key={item.id} justify="space-between" wrap="nowrap">
          <Text>
            {item.name} × {item.quantity}
          </Text>
          <Text size="sm" c="dimmed" ta="right">
            {item.loaded_serial ?? item.serial ?? item.hcpcs}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Outcome({ point, timeZone }: { point: RoutePoint; timeZone?: string }) {
  const reason = point.failed_reason as keyof typeof FAILED_DELIVERY_LABELS | null;
  return point.status === 'delivered' ? (
    <Alert color="green" title="Delivered">
      {point.delivered_at ? `Delivered ${formatDateTime(point.delivered_at, { timeZone })}.` : 'Delivered.'}
    </Alert>
  ) : (
    <Alert color="red" title="Not delivered">
      {(reason && FAILED_DELIVERY_LABELS[reason]) ?? point.failed_reason ?? 'No reason given.'}
    </Alert>
  );
}

/** One stop: what to hand over and to whom, then "Mark delivered" or "Could not deliver". */
export function DriverPointPage({ routeId, pointId }: { routeId: number; pointId: number }) {
  const valid = Number.isInteger(routeId) && Number.isInteger(pointId);
  const query = useQuery({ ...driverPointQuery(routeId, pointId), enabled: valid });
  const { entries } = useOutbox();
  const { user } = useCurrentUser();
  const [mode, setMode] = useState<'deliver' | 'fail'>('deliver');
  // The delivery this visit is sending: while it goes (and when refused) the form stays with what the driver typed.
  const [ownKey, setOwnKey] = useState<string | null>(null);
  const timeZone = user?.time_zone ?? undefined;
  if (!valid)
    return (
      <PageFrame title="Stop">
        <NotFound what="Stop" />
      </PageFrame>
    );
  const point = query.data;
  const mine = entries.filter((e) => e.pointId === pointId && e.routeId === routeId && e.key !== ownKey);
  const saved = mine.find((e) => e.error === null);
  const refused = mine.find((e) => e.error !== null);
  return (
    <PageFrame title={point ? `Stop ${point.seq} · ${point.suborder.patient_name}` : 'Stop'}>
      {query.isPending ? (
        <Loading label="Loading the stop" />
      ) : query.isError ? (
        <LoadError error={query.error} what="Stop" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <StopDetails point={query.data} timeZone={timeZone} />
          <Items point={query.data} />
          {query.data.status !== 'pending' ? (
            <Outcome point={query.data} timeZone={timeZone} />
          ) : saved ? (
            <Alert color="yellow" title="Saved on the phone" role="status">
              This stop is recorded on the phone and will be sent when online.
            </Alert>
          ) : (
            <>
              {refused && (
                <Alert color="red" title="The last try was not accepted">
                  {refused.error} Correct the delivery and send it again.
                </Alert>
              )}
              {mode === 'deliver' ? (
                <DeliverForm routeId={routeId} point={query.data} onStarted={setOwnKey} onCancelled={() => setMode('fail')} />
              ) : (
                <FailForm routeId={routeId} point={query.data} onStarted={setOwnKey} onBack={() => setMode('deliver')} />
              )}
            </>
          )}
          <Button component={Link} to={driverRouteHref(routeId)} variant="default" size="md">
            Back to the route
          </Button>
        </>
      )}
    </PageFrame>
  );
}
