import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { catalogKeys } from './keys';
import { PRESET_CALLS, type PresetSide } from './preset-side';

/** `DELETE doctor|vendor/catalog-presets/{id}` (204); orders keep the items they copied from it. */
export function useDeletePreset(side: PresetSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await call(PRESET_CALLS[side].remove, { params: { presetId: id } });
    },
    onSuccess: (_, id) => queryClient.removeQueries({ queryKey: catalogKeys.preset(side, id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.presetLists(side) }),
  });
}
