import type { RouteDetail } from '@dme/contract';

export interface MapPoint {
  lat: number;
  lng: number;
}
export interface MapStop extends MapPoint {
  /** What the marker shows: the stop's position in the route. */
  label: string;
  title: string;
}
export interface MapRoute {
  key: number | string;
  color: string;
  name: string;
  depot: MapPoint | null;
  stops: MapStop[];
}

/** Colours of the routes on a map and in their tables, one per route in turn. */
export const ROUTE_COLORS = ['#1c7ed6', '#e8590c', '#2b8a3e', '#9c36b5', '#c92a2a', '#0b7285', '#5f3dc4', '#a61e4d', '#5c940d', '#364fc7'];
export const routeColor = (index: number) => ROUTE_COLORS[index % ROUTE_COLORS.length]!;

/** A route as the map draws it: depot, then the stops that have coordinates, in order. */
export function mapRouteOf(route: RouteDetail, color: string, name = route.driver.name): MapRoute {
  const depot = route.warehouse && route.warehouse.lat !== null && route.warehouse.lng !== null ? { lat: route.warehouse.lat, lng: route.warehouse.lng } : null;
  const stops = route.points.flatMap((p) =>
    p.suborder.address.lat !== null && p.suborder.address.lng !== null
      ? [{ lat: p.suborder.address.lat, lng: p.suborder.address.lng, label: String(p.seq), title: `${p.seq}. ${p.suborder.patient_name}, ${p.suborder.address.full_address}` }]
      : [],
  );
  return { key: route.id, color, name, depot, stops };
}
