import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDriver, type DriverConfigBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { shippingManageKeys } from './keys';

/** `PUT vendor/delivery/drivers/{driverId}`: silent on errors, the form shows a 422 under its fields. */
export function useUpdateDriver(driverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DriverConfigBody) => (await call(updateDriver, { params: { driverId }, body, skipErrorAlert: true })).data,
    onSuccess: (driver) => {
      queryClient.setQueryData(shippingManageKeys.driver(driverId), driver);
      return queryClient.invalidateQueries({ queryKey: shippingManageKeys.driverLists() });
    },
  });
}
