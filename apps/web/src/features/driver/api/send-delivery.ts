import { useSyncExternalStore } from 'react';
import { markPointDelivered, type RoutePoint } from '@dme/contract';
import { upload, type UploadProgressEvent } from '../../../lib/upload';
import type { OutboxEntry } from '../outbox/store';

/** Bytes sent of the deliveries on their way, by idempotency key (the form shows its own). */
const progress = new Map<string, UploadProgressEvent>();
const listeners = new Set<() => void>();
const publish = (key: string, value: UploadProgressEvent | null) => {
  if (value) progress.set(key, value);
  else progress.delete(key);
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The progress of the delivery sent under `key` (null when it is not being sent). */
export function useDeliveryProgress(key: string | null): UploadProgressEvent | null {
  return useSyncExternalStore(subscribe, () => (key ? (progress.get(key) ?? null) : null));
}

/**
 * `POST driver/routes/{routeId}/points/{pointId}/delivered` (multipart: the text fields of `deliveredBody`, then
 * `signature` and `photo`). In the background: the outbox decides what a failure means (a retry must not toast or
 * leave for the sign-in or outage page).
 */
export async function sendDelivery(entry: OutboxEntry): Promise<RoutePoint> {
  try {
    const answer = await upload<{ data: RoutePoint }>(markPointDelivered, {
      params: { routeId: entry.routeId, pointId: entry.pointId },
      fields: entry.fields,
      files: entry.files.map((f) => ({ field: f.field, file: f.blob, name: f.filename })),
      onProgress: (p) => publish(entry.key, p),
      background: true,
    });
    return answer.data;
  } finally {
    publish(entry.key, null);
  }
}
