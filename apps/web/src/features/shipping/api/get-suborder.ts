import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getSuborder, type SuborderDetail } from '@dme/contract';
import { call } from '../../../lib/http';
import { shippingKeys } from './keys';

/** `GET vendor/suborders/{id}`: the suborder with its items, history and the moves allowed (404: the screen says so). */
export const suborderQueryOptions = (suborderId: number) =>
  queryOptions({
    queryKey: shippingKeys.suborder(suborderId),
    queryFn: async ({ signal }) => (await call(getSuborder, { params: { suborderId }, signal, skipErrorAlert: true })).data,
  });

/** A write answered the whole suborder: show it at once, and let the lists catch up. */
export function storeSuborder(queryClient: QueryClient, suborder: SuborderDetail) {
  queryClient.setQueryData(shippingKeys.suborder(suborder.id), suborder);
  return queryClient.invalidateQueries({ queryKey: shippingKeys.lists() });
}
