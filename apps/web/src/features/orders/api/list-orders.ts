import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { ordersKeys, type OrdersListQuery } from './keys';
import { orderCalls, type OrderSide } from './side';
import type { ListExport } from '../../../components';

/** `GET doctor/orders` or `vendor/orders`; the previous page stays on screen while the next one loads. */
export const ordersListQueryOptions = (side: OrderSide, query: OrdersListQuery) =>
  queryOptions({
    queryKey: ordersKeys.list(side, query),
    queryFn: ({ signal }) => call(orderCalls(side).list, { query, signal, skipErrorAlert: true }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const ordersExport = (side: OrderSide, query: Omit<OrdersListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: orderCalls(side).list, query, fileName });
