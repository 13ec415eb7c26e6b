import { href } from '@dme/contract';

export const driverDashboardHref = () => href('driver.dashboard');
export const driverRoutesHref = (when: 'upcoming' | 'past' = 'upcoming') => {
  const path = href('driver.routes.list');
  return when === 'past' ? `${path}?when=past` : path;
};
export const driverRouteHref = (routeId: number) => href('driver.routes.show', { routeId });
export const driverPointHref = (routeId: number, pointId: number) => href('driver.routes.point', { routeId, pointId });

/** A route's numeric id param, or NaN for anything else (the screens say "not found"). */
export const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : Number.NaN);
