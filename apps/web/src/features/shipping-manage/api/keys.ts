import type { z } from 'zod';
import type { listDrivers, routesQuery } from '@dme/contract';

/** As sent: flags travel as '1' / '0', ids as numbers. */
export type DriversListQuery = Partial<z.input<NonNullable<(typeof listDrivers)['query']>>>;
export type RoutesListQuery = Partial<z.input<typeof routesQuery>>;

/** Query keys of the shipping-manage feature (drivers, routes, the day's suborders); mutations invalidate through these. */
export const shippingManageKeys = {
  all: ['shipping-manage'] as const,
  driverLists: () => [...shippingManageKeys.all, 'drivers', 'list'] as const,
  drivers: (query: DriversListQuery) => [...shippingManageKeys.driverLists(), query] as const,
  driver: (driverId: number) => [...shippingManageKeys.all, 'drivers', 'one', driverId] as const,
  routeLists: () => [...shippingManageKeys.all, 'routes', 'list'] as const,
  routes: (query: RoutesListQuery) => [...shippingManageKeys.routeLists(), query] as const,
  route: (routeId: number) => [...shippingManageKeys.all, 'routes', 'one', routeId] as const,
  /** The scheduler board of a day: its unassigned suborders and every route's stops. */
  board: (date: string) => [...shippingManageKeys.all, 'board', date] as const,
  unassigned: (date: string) => [...shippingManageKeys.all, 'unassigned', date] as const,
  warehouses: () => [...shippingManageKeys.all, 'warehouses'] as const,
};
