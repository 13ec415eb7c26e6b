import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Select, Stack } from '@mantine/core';
import { applyMask, shippingStatusName, TRACKING_DIGITS, TRACKING_MASK, type ShippingStatusKey, type SuborderDetail, type SuborderStatusBody } from '@dme/contract';
import { MaskedInput, Textarea, useConfirm } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { shippingKeys } from '../api/keys';
import { couriersQueryOptions } from '../api/lookups';
import { useSetSuborderStatus } from '../api/set-suborder-status';

/** Moves that end the delivery for good (the equipment counts as handed over, or paid): asked twice. */
const FINAL = ['delivered', 'paid'];

/** The form of the status tab: one of the moves the server allows, a note, and the carrier when a parcel goes out. */
export function StatusChangeForm({ suborder }: { suborder: SuborderDetail }) {
  const move = useSetSuborderStatus(suborder.id);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [status, setStatus] = useState<ShippingStatusKey | null>(null);
  const [note, setNote] = useState('');
  const [courier, setCourier] = useState<string | null>(suborder.courier?.code ?? null);
  const [tracking, setTracking] = useState(applyMask(suborder.tracking_number ?? '', TRACKING_MASK));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const goesByParcel = suborder.method === 'courier' && status === 'in_delivery';
  const couriers = useQuery({ ...couriersQueryOptions(), enabled: goesByParcel });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Record<string, string[]> = {};
    if (!status) found.status = ['Choose the new status.'];
    const digits = tracking.replace(/\D/g, '');
    if (goesByParcel && !courier) found.courier = ['Choose the carrier.'];
    if (goesByParcel && digits.length !== TRACKING_DIGITS) found.tracking_number = [`Enter the tracking number (${TRACKING_MASK}).`];
    setErrors(found);
    if (!status || Object.keys(found).length > 0) return;
    if (FINAL.includes(status)) {
      const sure = await confirm({
        title: `Mark as ${shippingStatusName(status)}?`,
        text: `Suborder ${suborder.number} moves to ${shippingStatusName(status)}. This is not undone from this screen.`,
        confirmLabel: `Mark as ${shippingStatusName(status)}`,
      });
      if (!sure) return;
    }
    const body: SuborderStatusBody = {
      status,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(goesByParcel ? { courier: courier as SuborderStatusBody['courier'], tracking_number: digits } : {}),
    };
    try {
      const moved = await move.mutateAsync(body);
      notify.success(`Suborder ${moved.number} moved to ${moved.status_name}`);
      setStatus(null);
      setNote('');
    } catch (error) {
      const server = readServerError(error);
      if (server.status === 422 && server.errors) setErrors(server.errors);
      // 409: the move is no longer allowed (someone moved it first): say so and show the fresh state.
      setFailure(server.status === 409 ? `${formErrorText(error)} The suborder was reloaded.` : formErrorText(error));
      if (server.status === 409) void queryClient.invalidateQueries({ queryKey: shippingKeys.suborder(suborder.id), exact: true });
    }
  };

  if (suborder.next_statuses.length === 0) return null;
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Change the status" noValidate>
      <Stack gap="sm" maw={480}>
        <Select
          label="New status"
          placeholder="Choose the status"
          data={suborder.next_statuses.map((s) => ({ value: s, label: shippingStatusName(s) }))}
          value={status}
          onChange={(value) => setStatus(value as ShippingStatusKey | null)}
          error={errors.status?.join(', ')}
          allowDeselect={false}
        />
        {goesByParcel && (
          <>
            <Select
              label="Courier"
              placeholder={couriers.isPending ? 'Loading…' : 'Choose the carrier'}
              data={(couriers.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
              value={courier}
              onChange={setCourier}
              error={errors.courier?.join(', ')}
            />
            <MaskedInput
              mask="trackNumber"
              label="Tracking number"
              value={tracking}
              onChange={(masked) => setTracking(masked)}
              error={errors.tracking_number}
            />
          </>
        )}
        <Textarea label="Note" rows={3} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={1000} error={errors.note} />
        {failure && (
          <Alert color="red" variant="light" role="alert" title="The status was not changed">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={move.isPending} style={{ alignSelf: 'flex-start' }}>
          Change status
        </Button>
      </Stack>
    </form>
  );
}
