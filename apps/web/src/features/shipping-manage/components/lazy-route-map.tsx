import { lazy, Suspense } from 'react';
import { Loader, Text } from '@mantine/core';
import type { MapRoute } from './map-types';
import type { RouteMapProps } from './route-map';

// Leaflet (and its CSS) load with the first map shown, not with the planner's pages.
const RouteMap = lazy(() => import('./route-map'));

/** The map, loaded when first shown; says so when no stop has coordinates (nothing to draw). */
export function LazyRouteMap(props: RouteMapProps) {
  const drawable = props.routes.some((r: MapRoute) => r.stops.length > 0 || r.depot);
  if (!drawable)
    return (
      <Text fz="sm" c="dimmed">
        No stop has a position on the map yet.
      </Text>
    );
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading the map" />}>
      <RouteMap {...props} />
    </Suspense>
  );
}
