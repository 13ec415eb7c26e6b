import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listPatientOrders } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientAppKeys } from './keys';
import { retryUnlessRefused } from './retry';

export const ORDERS_PER_PAGE = 25;

/** `GET patient/orders`: newest first; the page shown stays while the next loads. */
export const ordersQuery = (page: number) =>
  queryOptions({
    queryKey: patientAppKeys.orderList(page),
    queryFn: ({ signal }) => call(listPatientOrders, { query: { page, rowsPerPage: ORDERS_PER_PAGE }, signal, skipErrorAlert: true }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
