import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTag, updateTag, type TagBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { settingsKeys } from './keys';

/** `POST vendor/system/tags` (no id) or `PUT vendor/system/tags/{tagId}`; 422 names a duplicate. */
export function useSaveTag(tagId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TagBody) =>
      tagId === null ? call(createTag, { body, skipErrorAlert: true }) : call(updateTag, { params: { tagId }, body, skipErrorAlert: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.tags() }),
  });
}
