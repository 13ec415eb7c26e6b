import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateNoteBody, UpdateNoteBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { orderNotesKeys } from './keys';
import { noteCalls, type NoteSide } from './side';

function useInvalidateNotes(side: NoteSide, orderId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderNotesKeys.list(side, orderId) });
}

/** `POST .../notes`: every mentioned person is told (realtime `note-mention` and an in-app notice). */
export function useCreateNote(side: NoteSide, orderId: number) {
  const invalidate = useInvalidateNotes(side, orderId);
  return useMutation({
    mutationFn: async (body: Omit<CreateNoteBody, 'order_id'>) =>
      (await call(noteCalls(side).create, { body: { ...body, order_id: orderId }, skipErrorAlert: true })).data,
    onSuccess: invalidate,
  });
}

/** `PUT .../notes/{noteId}` (own notes, `manage notes`): mentions sent replace the list; only new ones are told. */
export function useUpdateNote(side: NoteSide, orderId: number) {
  const invalidate = useInvalidateNotes(side, orderId);
  return useMutation({
    mutationFn: async ({ noteId, body }: { noteId: number; body: UpdateNoteBody }) =>
      (await call(noteCalls(side).update, { params: { noteId }, body, skipErrorAlert: true })).data,
    onSuccess: invalidate,
  });
}

/** `DELETE .../notes/{noteId}` (own notes, `manage notes`). */
export function useDeleteNote(side: NoteSide, orderId: number) {
  const invalidate = useInvalidateNotes(side, orderId);
  return useMutation({
    mutationFn: async (noteId: number) => {
      await call(noteCalls(side).remove, { params: { noteId }, skipErrorAlert: true });
    },
    onSuccess: invalidate,
  });
}
