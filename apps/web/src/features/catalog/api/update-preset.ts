import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogPresetBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { catalogKeys } from './keys';
import { PRESET_CALLS, type PresetSide } from './preset-side';

/**
 * `PUT doctor|vendor/catalog-presets/{id}`: replaces the name and items (rename, add, remove and quantity changes
 * all send the whole preset). The answer is put in the cache at once; the lists are read again.
 */
export function useUpdatePreset(side: PresetSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: CatalogPresetBody }) =>
      (await call(PRESET_CALLS[side].update, { params: { presetId: id }, body, skipErrorAlert: true })).data,
    onSuccess: (preset) => {
      queryClient.setQueryData(catalogKeys.preset(side, preset.id), preset);
      return queryClient.invalidateQueries({ queryKey: catalogKeys.presetLists(side) });
    },
  });
}
