import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTag } from '@dme/contract';
import { call } from '../../../lib/http';
import { settingsKeys } from './keys';

/** `DELETE vendor/system/tags/{tagId}`: the tag leaves every order and patient too. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagId: number) => call(deleteTag, { params: { tagId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.tags() }),
  });
}
