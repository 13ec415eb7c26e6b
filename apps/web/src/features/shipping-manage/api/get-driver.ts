import { queryOptions } from '@tanstack/react-query';
import { getDriver } from '@dme/contract';
import { call } from '../../../lib/http';
import { shippingManageKeys } from './keys';

/** `GET vendor/delivery/drivers/{driverId}`: one driver with their shift, vehicle and skills. */
export const driverQueryOptions = (driverId: number) =>
  queryOptions({
    queryKey: shippingManageKeys.driver(driverId),
    queryFn: async ({ signal }) => (await call(getDriver, { params: { driverId }, signal, skipErrorAlert: true })).data,
  });
