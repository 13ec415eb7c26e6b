import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogPresetBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { catalogKeys } from './keys';
import { PRESET_CALLS, type PresetSide } from './preset-side';

/** `POST doctor|vendor/catalog-presets` (201). Silent on errors: the form shows them. */
export function useCreatePreset(side: PresetSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CatalogPresetBody) => (await call(PRESET_CALLS[side].create, { body, skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.presetLists(side) }),
  });
}
