import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { RoutePoint } from '@dme/contract';
import { notify } from '../../../lib/notify';
import { driverKeys } from '../api/keys';
import { driverOutbox, newIdempotencyKey, type OutboxEntry } from '../outbox';
import { driverRouteHref } from '../routes';

export interface DeliveryDraft {
  outcome: 'delivered' | 'failed';
  /** Text fields of `deliveredBody` besides the key (empty values are left out). */
  fields: Record<string, string | undefined>;
  files: OutboxEntry['files'];
}

export interface Refusal {
  message: string;
  errors: Record<string, string[]> | null;
}

/**
 * Records a stop through the outbox: saved on the phone, then sent. Sent or saved for later, the driver goes back to
 * the route (the next stop highlighted); refused (4xx), the form stays with the server's message.
 */
export function useSubmitDelivery(routeId: number, point: RoutePoint, onStarted?: (key: string) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const submit = async (draft: DeliveryDraft) => {
    setBusy(true);
    setRefusal(null);
    // A refused earlier try of this stop is replaced: the corrected delivery is a new one with its own key.
    for (const old of driverOutbox.getSnapshot().entries.filter((e) => e.pointId === point.id && e.error !== null))
      await driverOutbox.discard(old.key);
    const key = newIdempotencyKey();
    onStarted?.(key);
    const fields: Record<string, string> = { idempotency_key: key, outcome: draft.outcome };
    for (const [name, value] of Object.entries(draft.fields)) if (value !== undefined && value !== '') fields[name] = value;
    const entry: OutboxEntry = {
      key,
      routeId,
      pointId: point.id,
      label: `stop ${point.seq}, ${point.suborder.patient_name}`,
      outcome: draft.outcome,
      fields,
      files: draft.files,
      createdAt: new Date().toISOString(),
      attempts: 0,
      nextAttemptAt: Date.now(),
      error: null,
    };
    try {
      const result = await driverOutbox.deliver(entry);
      if (result.kind === 'rejected') {
        setRefusal({ message: result.message, errors: result.errors });
        return;
      }
      if (result.kind === 'sent') {
        queryClient.setQueryData(driverKeys.point(routeId, point.id), result.point);
        void queryClient.invalidateQueries({ queryKey: driverKeys.all });
        notify.success(draft.outcome === 'delivered' ? 'Delivery recorded' : 'Recorded as not delivered');
      } else {
        notify.warning('Saved on the phone, will send when online');
      }
      await navigate(driverRouteHref(routeId));
    } catch {
      // Only the phone's own storage can fail here (the outbox turns every send failure into a result).
      setRefusal({ message: 'The phone could not save the delivery. Try again.', errors: null });
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, refusal };
}
