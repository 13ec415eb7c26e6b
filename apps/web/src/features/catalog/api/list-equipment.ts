import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getEquipmentCatalog, type EquipmentItem } from '@dme/contract';
import { call } from '../../../lib/http';
import { catalogKeys, type EquipmentListQuery } from './keys';

/** `GET equipment`: a page of items of a category or subcategory, or matching a search (HCPCS prefix or words). */
export const equipmentItemsQueryOptions = (query: EquipmentListQuery) =>
  queryOptions({
    queryKey: catalogKeys.items(query),
    queryFn: async ({ signal }) => {
      const answer = await call(getEquipmentCatalog, { query: { view: 'items', ...query }, signal });
      if (!('meta' in answer)) throw new Error('The catalogue answered a tree for an item list');
      return answer as { data: EquipmentItem[]; meta: typeof answer.meta };
    },
    placeholderData: keepPreviousData,
  });
