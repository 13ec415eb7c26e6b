import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatDate, type RouteSummary } from '@dme/contract';
import { driverDashboardQuery } from '../api/queries';
import { driverRouteHref, driverRoutesHref } from '../routes';
import { OutboxStatus } from './outbox-status';
import { LoadError, Loading, PageFrame } from './page-frame';
import { RouteCard, RouteStatusBadge } from './route-card';

/** "Start route" before the first stop, "Continue" after it, "View route" once done. */
export function routeAction(route: RouteSummary): string {
  if (route.status === 'completed') return 'View route';
  return route.delivered + route.failed === 0 ? 'Start route' : 'Continue';
}

function TodayCard({ today, stops, delivered }: { today: RouteSummary | null; stops: number; delivered: number }) {
  if (!today)
    return (
      <Paper withBorder radius="md" p="md">
        <Text fw={600}>No route today</Text>
        <Text size="sm" c="dimmed">
          Your next routes are listed below.
        </Text>
      </Paper>
    );
  const done = today.delivered + today.failed;
  return (
    <Paper withBorder radius="md" p="md" aria-label="Today's route" component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="xl">
            Today · {formatDate(today.date)}
          </Title>
          <RouteStatusBadge status={today.status} />
        </Group>
        <Text fz="lg">
          {delivered} of {stops} delivered
          {today.failed > 0 ? ` · ${today.failed} not delivered` : ''}
        </Text>
        <Progress value={stops > 0 ? (done / stops) * 100 : 0} size="lg" aria-label="Stops done" />
        <Button component={Link} to={driverRouteHref(today.id)} size="lg" fullWidth>
          {routeAction(today)}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The driver's start screen: today's route first, then what is coming, then what the phone still has to send. */
export function DriverDashboardPage() {
  const query = useQuery(driverDashboardQuery());
  return (
    <PageFrame title="Driver dashboard">
      <OutboxStatus always />
      {query.isPending ? (
        <Loading label="Loading your routes" />
      ) : query.isError ? (
        <LoadError error={query.error} what="Dashboard" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <TodayCard today={query.data.today} stops={query.data.stops_today} delivered={query.data.delivered_today} />
          <Stack gap="sm" component="section" aria-label="Upcoming routes">
            <Title order={2} fz="lg">
              Upcoming routes
            </Title>
            {query.data.upcoming.length === 0 ? (
              <Text c="dimmed">No routes planned after today.</Text>
            ) : (
              query.data.upcoming.map((route) => <RouteCard key={route.id} route={route} />)
            )}
            <Button component={Link} to={driverRoutesHref()} variant="light" size="md">
              All routes
            </Button>
          </Stack>
        </>
      )}
    </PageFrame>
  );
}
