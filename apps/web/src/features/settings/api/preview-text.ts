import { useMutation } from '@tanstack/react-query';
import { previewMessageText, type MessageTextBody } from '@dme/contract';
import { call } from '../../../lib/http';

/** `POST vendor/system/texts/{textId}/preview`: the edited text filled from a real order; nothing is sent or saved. */
export function usePreviewText(textId: number) {
  return useMutation({
    mutationFn: (body: MessageTextBody & { order_id?: number }) => call(previewMessageText, { params: { textId }, body, skipErrorAlert: true }),
  });
}
