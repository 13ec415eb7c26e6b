import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMessageText, type MessageTextBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { settingsKeys } from './keys';

/** `PUT vendor/system/texts/{textId}`; a 422 names an unknown or missing placeholder. */
export function useUpdateText(textId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageTextBody) => call(updateMessageText, { params: { textId }, body, skipErrorAlert: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.texts() }),
  });
}
