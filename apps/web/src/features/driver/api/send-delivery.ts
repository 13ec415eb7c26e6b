import { markPointDelivered, type RoutePoint } from '@dme/contract';
import { callDeclared } from '../../../lib/http';
import type { OutboxEntry } from '../outbox/store';

/** The multipart body of `markPointDelivered`: the text fields of `deliveredBody`, then `signature` and `photo`. */
export function deliveryForm(entry: OutboxEntry): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entry.fields)) form.append(name, value);
  // As a File: the part's name and type then travel whatever the FormData implementation does with a bare Blob.
  for (const file of entry.files) form.append(file.field, new File([file.blob], file.filename, { type: file.blob.type }));
  return form;
}

/**
 * `POST driver/routes/{routeId}/points/{pointId}/delivered`. Silent: the outbox decides what a failure means (a
 * retry in the background must not toast or leave for the outage page).
 */
export async function sendDelivery(entry: OutboxEntry): Promise<RoutePoint> {
  // Multipart: the declaration types the text fields only, so the form goes through the untyped call.
  const answer = await callDeclared<{ data: RoutePoint }>(markPointDelivered, {
    params: { routeId: entry.routeId, pointId: entry.pointId },
    body: deliveryForm(entry),
    skipErrorAlert: true,
  });
  return answer.data;
}
