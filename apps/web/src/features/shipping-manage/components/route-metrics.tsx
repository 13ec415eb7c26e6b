import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { formatDate, type RouteSummary } from '@dme/contract';
import { formatClock, formatDistance, formatSeconds, lateText } from '../format';
import { RouteStatusBadge } from './badges';

function Metric({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fz="sm" fw={600} c={alert ? 'red' : undefined}>
        {value}
      </Text>
    </div>
  );
}

/** A route's figures: day, driver, depot, stops done, planned distance and time, load, lateness. */
export function RouteMetrics({ route, timeZone }: { route: RouteSummary; timeZone?: string }) {
  const hours = route.starts_at ? `${formatClock(route.starts_at, timeZone)}–${formatClock(route.ends_at, timeZone)}` : '—';
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} aria-label="Route figures" component="section">
      <Group gap="xs" mb="sm">
        <RouteStatusBadge status={route.status} />
        <Text fz="sm" c="dimmed">
          {route.optimized ? 'Planned by the optimiser' : 'Planned by hand'}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} spacing="sm">
        <Metric label="Day" value={formatDate(route.date)} />
        <Metric label="Driver" value={route.driver.name} />
        <Metric label="Depot" value={route.warehouse?.name ?? '—'} />
        <Metric label="Stops" value={`${route.delivered} delivered · ${route.failed} failed · ${route.stops} in all`} />
        <Metric label="Distance" value={formatDistance(route.distance_m)} />
        <Metric label="Duration" value={`${formatSeconds(route.duration_s)} (${hours})`} />
        <Metric label="Load" value={`${route.load} units`} />
        <Metric label="Lateness" value={lateText(route.lateness_s) || 'On time'} alert={route.lateness_s > 0} />
      </SimpleGrid>
    </Paper>
  );
}
