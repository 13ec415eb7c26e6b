import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderSummary } from '@dme/contract';
import { call } from '../../../lib/http';
import { ordersKeys, type OrdersListQuery } from './keys';
import { orderCalls, type OrderSide } from './side';

/** `GET doctor/orders` or `vendor/orders`; the previous page stays on screen while the next one loads. */
export const ordersListQueryOptions = (side: OrderSide, query: OrdersListQuery) =>
  queryOptions({
    queryKey: ordersKeys.list(side, query),
    queryFn: ({ signal }) => call(orderCalls(side).list, { query, signal, skipErrorAlert: true }),
    placeholderData: keepPreviousData,
  });

/** Every order of the current tab and search, page after page (the CSV export holds the whole result). */
export async function fetchAllOrders(side: OrderSide, query: Omit<OrdersListQuery, 'page' | 'rowsPerPage'>): Promise<OrderSummary[]> {
  const rowsPerPage = 100;
  const first = await call(orderCalls(side).list, { query: { ...query, page: 1, rowsPerPage } });
  const rows = [...first.data];
  const pages = Math.ceil(first.meta.total / rowsPerPage);
  for (let page = 2; page <= pages; page += 1)
    rows.push(...(await call(orderCalls(side).list, { query: { ...query, page, rowsPerPage } })).data);
  return rows;
}
