import { queryOptions } from '@tanstack/react-query';
import { getRoute, type RouteDetail, type Suborder } from '@dme/contract';
import { call } from '../../../lib/http';
import { fetchUnassignedSuborders } from './list-delivery-suborders';
import { shippingManageKeys } from './keys';
import { fetchAllRoutes } from './list-routes';

export interface BoardData {
  unassigned: Suborder[];
  /** Every route of the day with its stops (the list answers no stops, so each route is read). */
  routes: RouteDetail[];
}

/** The scheduler board of a day: its unassigned suborders and each route with its stops in order. */
export const boardQueryOptions = (date: string) =>
  queryOptions({
    queryKey: shippingManageKeys.board(date),
    queryFn: async ({ signal }): Promise<BoardData> => {
      const [unassigned, summaries] = await Promise.all([fetchUnassignedSuborders(date, signal), fetchAllRoutes({ date })]);
      const routes = await Promise.all(summaries.map(async (r) => (await call(getRoute, { params: { routeId: r.id }, signal })).data));
      return { unassigned, routes };
    },
    enabled: date !== '',
  });
