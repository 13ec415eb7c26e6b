import { Group, Loader, Text } from '@mantine/core';
import type { RouteDetail } from '@dme/contract';
import { Link } from 'react-router';
import { formatDistance, formatSeconds, lateText } from '../../format';
import { routeHref } from '../../routes';

export interface BoardDriver {
  id: number;
  name: string;
  capacity: number | null;
  skills: readonly string[];
}

/** A driver column's head: the key that sends a card there, stops, load against capacity, distance, time, lateness. */
export function DriverHeader({ driver, keyNumber, stops, route, saving }: { driver: BoardDriver; keyNumber: number | null; stops: number; route?: RouteDetail; saving: boolean }) {
  const over = route && driver.capacity !== null && route.load > driver.capacity;
  return (
    <div>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text fw={600} fz="sm" truncate>
          {keyNumber !== null ? `${keyNumber}. ` : ''}
          {driver.name}
        </Text>
        {saving && <Loader size={14} aria-label={`Saving ${driver.name}’s route`} />}
      </Group>
      <Text fz="xs" c="dimmed">
        {stops} stops · load <span style={{ color: over ? 'var(--mantine-color-red-7)' : undefined }}>{route?.load ?? 0}</span>
        {driver.capacity !== null ? ` / ${driver.capacity}` : ''}
      </Text>
      {route && route.points.length > 0 && (
        <Text fz="xs" c="dimmed">
          {formatDistance(route.distance_m)} · {formatSeconds(route.duration_s)} ·{' '}
          <Link to={routeHref(route.id)}>#{route.id}</Link>
        </Text>
      )}
      {route && route.lateness_s > 0 && (
        <Text fz="xs" c="red" role="status">
          ⚠ {lateText(route.lateness_s)}
        </Text>
      )}
      {over && (
        <Text fz="xs" c="red">
          ⚠ Over the vehicle’s capacity
        </Text>
      )}
    </div>
  );
}
