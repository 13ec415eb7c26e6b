import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getDriverDashboard, getDriverPoint, getDriverRoute, listDriverRoutes } from '@dme/contract';
import { call } from '../../../lib/http';
import { retryUnlessRefused } from '../../../lib/http-error';
import { driverKeys } from './keys';

/** Phones lose the network on the road: a driver's reads try twice more (a 404, another driver's route or a removed stop, never). */
const retryUnlessMissing = (failures: number, error: unknown) => retryUnlessRefused(failures, error, 2);

/** `GET driver/dashboard`: today's route and the next ones. */
export const driverDashboardQuery = () =>
  queryOptions({
    queryKey: driverKeys.dashboard(),
    queryFn: async ({ signal }) => (await call(getDriverDashboard, { signal, skipErrorAlert: true })).data,
  });

export const ROUTES_PER_PAGE = 25;

/** `GET driver/routes`: the driver's routes, upcoming (today and later) or past; the page shown stays while the next loads. */
export const driverRoutesQuery = (when: 'upcoming' | 'past', page: number) =>
  queryOptions({
    queryKey: driverKeys.routeList(when, page),
    queryFn: ({ signal }) => call(listDriverRoutes, { query: { when, page, rowsPerPage: ROUTES_PER_PAGE }, signal, skipErrorAlert: true }),
    placeholderData: keepPreviousData,
  });

/** `GET driver/routes/{routeId}`: the stops in driving order. */
export const driverRouteQuery = (routeId: number) =>
  queryOptions({
    queryKey: driverKeys.route(routeId),
    queryFn: async ({ signal }) => (await call(getDriverRoute, { params: { routeId }, signal, skipErrorAlert: true })).data,
    retry: retryUnlessMissing,
  });

/** `GET driver/routes/{routeId}/points/{pointId}`: one stop with its items and serials. */
export const driverPointQuery = (routeId: number, pointId: number) =>
  queryOptions({
    queryKey: driverKeys.point(routeId, pointId),
    queryFn: async ({ signal }) => (await call(getDriverPoint, { params: { routeId, pointId }, signal, skipErrorAlert: true })).data,
    retry: retryUnlessMissing,
  });
