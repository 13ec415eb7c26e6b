import { queryOptions } from '@tanstack/react-query';
import { getRoute } from '@dme/contract';
import { call } from '../../../lib/http';
import { shippingManageKeys } from './keys';

/** `GET vendor/delivery/routes/{routeId}`: one route with its stops in order and their items. */
export const routeQueryOptions = (routeId: number) =>
  queryOptions({
    queryKey: shippingManageKeys.route(routeId),
    queryFn: async ({ signal }) => (await call(getRoute, { params: { routeId }, signal, skipErrorAlert: true })).data,
  });
