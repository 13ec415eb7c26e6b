import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { addSuborderTimeslot, listSuborderTimeslots, type TimeslotBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { shippingKeys } from './keys';

/** `GET vendor/suborders/{id}/timeslots`: windows offered to and agreed with the patient, earliest first. */
export const timeslotsQueryOptions = (suborderId: number) =>
  queryOptions({
    queryKey: shippingKeys.timeslots(suborderId),
    queryFn: async ({ signal }) => (await call(listSuborderTimeslots, { params: { suborderId }, signal })).data,
  });

/** `POST vendor/suborders/{id}/timeslots`; an agreed window changes the suborder (its agreed slot) too. */
export function useAddTimeslot(suborderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TimeslotBody) => (await call(addSuborderTimeslot, { params: { suborderId }, body, skipErrorAlert: true })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shippingKeys.lists() });
      return queryClient.invalidateQueries({ queryKey: shippingKeys.suborder(suborderId) });
    },
  });
}
