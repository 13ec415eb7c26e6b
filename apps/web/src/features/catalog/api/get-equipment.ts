import { queryOptions } from '@tanstack/react-query';
import { getEquipment } from '@dme/contract';
import { call } from '../../../lib/http';
import { catalogKeys } from './keys';

/** `GET equipment/{id}`: one item with its description and insurance parameters. */
export const equipmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.item(id),
    queryFn: async ({ signal }) => (await call(getEquipment, { params: { equipmentId: id }, signal })).data,
    staleTime: 10 * 60_000,
  });
