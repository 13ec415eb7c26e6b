import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listVendorCatalog } from '@dme/contract';
import { call } from '../../../lib/http';
import { catalogKeys, type VendorCatalogListQuery } from './keys';

/** `GET vendor/catalog`: the items the supplier company carries, with prices and whether each is active. */
export const vendorCatalogQueryOptions = (query: VendorCatalogListQuery) =>
  queryOptions({
    queryKey: catalogKeys.vendorItemList(query),
    queryFn: ({ signal }) => call(listVendorCatalog, { query, signal }),
    placeholderData: keepPreviousData,
  });
