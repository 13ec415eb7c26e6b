import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { catalogKeys } from './keys';
import { PRESET_CALLS, type PresetSide } from './preset-side';

/** `GET doctor|vendor/catalog-presets/{id}`: one preset with its items' codes and names. */
export const presetQueryOptions = (side: PresetSide, id: number) =>
  queryOptions({
    queryKey: catalogKeys.preset(side, id),
    queryFn: async ({ signal }) => (await call(PRESET_CALLS[side].get, { params: { presetId: id }, signal })).data,
  });
