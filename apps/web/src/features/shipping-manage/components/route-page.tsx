import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { EndState, EndStateText } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { useCurrentUser } from '../../auth';
import { routeQueryOptions } from '../api/get-route';
import { useRouteChangedRefresh } from '../api/realtime';
import { idOf, isId, markItemsHref, routesListHref } from '../routes';
import { LazyRouteMap } from './lazy-route-map';
import { mapRouteOf, routeColor } from './map-types';
import { PageFrame } from './page-frame';
import { RouteMetrics } from './route-metrics';
import { RouteSheet } from './route-sheet';
import { RouteStops } from './route-stops';

/** `supplier.shipping-manage.routes.show`: one route live (the drivers' deliveries arrive as they happen), its map and sheet. */
export function RoutePage() {
  const routeId = idOf(useParams().routeId);
  const { user } = useCurrentUser();
  const route = useQuery({ ...routeQueryOptions(routeId), enabled: isId(routeId) });
  useRouteChangedRefresh(user?.account?.id ?? null, routeId);
  const timeZone = user?.time_zone || undefined;
  const mapRoutes = useMemo(() => (route.data ? [mapRouteOf(route.data, routeColor(0))] : []), [route.data]);
  const back = { to: routesListHref(), label: 'Routes' };

  if (!isId(routeId) || (route.isError && readServerError(route.error).status === 404))
    return (
      <PageFrame title="Route" back={back}>
        <EndState kind="info" title="Route not found">
          <EndStateText>The route does not exist or is not one of your company’s.</EndStateText>
        </EndState>
      </PageFrame>
    );
  if (route.isError)
    return (
      <PageFrame title="Route" back={back}>
        <EndState kind="warning" title="The route could not be loaded" onRetry={() => void route.refetch()}>
          <EndStateText>{formErrorText(route.error)}</EndStateText>
        </EndState>
      </PageFrame>
    );
  if (!route.data)
    return (
      <PageFrame title="Route" back={back}>
        <Loader size="sm" aria-label="Loading the route" />
      </PageFrame>
    );

  const r = route.data;
  return (
    <PageFrame
      title={`Route #${r.id}`}
      description={`${r.driver.name}’s stops in driving order`}
      back={back}
      paper={false}
      actions={
        <Group gap="xs">
          <Button variant="default" component={Link} to={markItemsHref(r.id)}>
            Load the van
          </Button>
          <Button onClick={() => window.print()}>Print route sheet</Button>
        </Group>
      }
    >
      <Stack gap="lg">
        <RouteMetrics route={r} timeZone={timeZone} />
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Title order={2} fz="lg" mb="sm">
            Stops
          </Title>
          <RouteStops points={r.points} timeZone={timeZone} />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <LazyRouteMap routes={mapRoutes} label={`Map of route #${r.id}`} />
        </Paper>
      </Stack>
      <RouteSheet route={r} timeZone={timeZone} />
    </PageFrame>
  );
}
