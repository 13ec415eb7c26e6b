import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listSuborders } from '@dme/contract';
import { call } from '../../../lib/http';
import { billingKeys, type UnbilledQuery } from './keys';

/** `GET vendor/suborders?status=delivered&unbilled=1`: delivered suborders no live claim covers yet. */
export const unbilledQueryOptions = (query: UnbilledQuery) =>
  queryOptions({
    queryKey: billingKeys.unbilled(query),
    queryFn: ({ signal }) => call(listSuborders, { query: { ...query, status: 'delivered', unbilled: '1' }, signal }),
    placeholderData: keepPreviousData,
  });
