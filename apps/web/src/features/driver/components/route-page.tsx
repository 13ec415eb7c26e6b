import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Group, Stack, Text } from '@mantine/core';
import { formatDate, type RoutePoint } from '@dme/contract';
import { useCurrentUser } from '../../auth';
import { driverRouteQuery } from '../api/queries';
import type { OutboxEntry } from '../outbox';
import { useOutbox } from '../outbox/use-outbox';
import { LoadError, Loading, NotFound, PageFrame } from './page-frame';
import { RouteStatusBadge, stopsText } from './route-card';
import { OutboxStatus } from './outbox-status';
import { StopCard } from './stop-card';

/** Stops whose delivery waits on the phone count as done for the driver (it is recorded, only not sent yet). */
export function savedPointIds(entries: readonly OutboxEntry[], routeId: number): Set<number> {
  return new Set(entries.filter((e) => e.routeId === routeId && e.error === null).map((e) => e.pointId));
}

/** The first stop in driving order still to visit. */
export function nextStop(points: readonly RoutePoint[], saved: Set<number>): RoutePoint | undefined {
  return [...points].sort((a, b) => a.seq - b.seq).find((p) => p.status === 'pending' && !saved.has(p.id));
}

/** The route's stops in order, the next one highlighted and scrolled to. */
export function DriverRoutePage({ routeId }: { routeId: number }) {
  const query = useQuery({ ...driverRouteQuery(routeId), enabled: Number.isInteger(routeId) });
  const { entries } = useOutbox();
  const { user } = useCurrentUser();
  const saved = savedPointIds(entries, routeId);
  const points = [...(query.data?.points ?? [])].sort((a, b) => a.seq - b.seq);
  const next = nextStop(points, saved);

  useEffect(() => {
    if (next) document.getElementById(`stop-${next.id}`)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [next?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the next stop changes

  if (!Number.isInteger(routeId))
    return (
      <PageFrame title="Route">
        <NotFound what="Route" />
      </PageFrame>
    );
  const route = query.data;
  return (
    <PageFrame title={route ? `Route · ${formatDate(route.date)}` : 'Route'}>
      <OutboxStatus />
      {query.isPending ? (
        <Loading label="Loading the route" />
      ) : query.isError ? (
        <LoadError error={query.error} what="Route" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Group justify="space-between">
            <Text>{stopsText(query.data)}</Text>
            <RouteStatusBadge status={query.data.status} />
          </Group>
          {!next && points.length > 0 && (
            <Text fw={600} c="green" role="status">
              Every stop is done.
            </Text>
          )}
          {points.length === 0 ? (
            <Text c="dimmed">This route has no stops.</Text>
          ) : (
            <Stack gap="sm" aria-label="Stops">
              {points.map((point) => (
                <StopCard
                  key={point.id}
                  routeId={routeId}
                  point={point}
                  isNext={point.id === next?.id}
                  savedOnPhone={saved.has(point.id)}
                  timeZone={user?.time_zone ?? undefined}
                />
              ))}
            </Stack>
          )}
        </>
      )}
    </PageFrame>
  );
}
