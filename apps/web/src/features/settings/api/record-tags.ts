import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getOrderTags, getPatientTags, setOrderTags, setPatientTags } from '@dme/contract';
import { call } from '../../../lib/http';
import { settingsKeys, type TaggedKind } from './keys';

/** `GET vendor/orders/{orderId}/tags` or `GET vendor/patients/{patientId}/tags`. */
export const recordTagsQueryOptions = (kind: TaggedKind, id: number) =>
  queryOptions({
    queryKey: settingsKeys.recordTags(kind, id),
    queryFn: ({ signal }) =>
      kind === 'order' ? call(getOrderTags, { params: { orderId: id }, signal }) : call(getPatientTags, { params: { patientId: id }, signal }),
  });

/** `PUT vendor/orders/{orderId}/tags` or `PUT vendor/patients/{patientId}/tags`: replaces the record's tags. */
export function useSetRecordTags(kind: TaggedKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagIds: number[]) =>
      kind === 'order'
        ? call(setOrderTags, { params: { orderId: id }, body: { tag_ids: tagIds }, skipErrorAlert: true })
        : call(setPatientTags, { params: { patientId: id }, body: { tag_ids: tagIds }, skipErrorAlert: true }),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKeys.recordTags(kind, id), answer);
      // The settings list counts the records each tag is on.
      return queryClient.invalidateQueries({ queryKey: settingsKeys.tagList({}) });
    },
  });
}
