import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { catalogKeys, type PresetListQuery } from './keys';
import { PRESET_CALLS, type PresetSide } from './preset-side';

/** `GET doctor|vendor/catalog-presets`: the account's presets, by name, searchable. */
export const presetsQueryOptions = (side: PresetSide, query: PresetListQuery) =>
  queryOptions({
    queryKey: catalogKeys.presetList(side, query),
    queryFn: ({ signal }) => call(PRESET_CALLS[side].list, { query, signal }),
    placeholderData: keepPreviousData,
  });
