import { queryOptions } from '@tanstack/react-query';
import { getEquipmentCatalog, type CategoryNode } from '@dme/contract';
import { call } from '../../../lib/http';
import { catalogKeys } from './keys';

/** `GET equipment?view=tree`: categories and their subcategories with item counts (reference data: kept a while). */
export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.tree(),
    queryFn: async ({ signal }): Promise<CategoryNode[]> => {
      const answer = await call(getEquipmentCatalog, { query: { view: 'tree' }, signal });
      return 'meta' in answer ? [] : answer.data;
    },
    staleTime: 10 * 60_000,
  });
