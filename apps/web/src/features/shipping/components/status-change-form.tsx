import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Select, Stack } from '@mantine/core';
import { z } from 'zod';
import {
  applyMask,
  shippingStatusName,
  suborderStatusBody,
  TRACKING_DIGITS,
  TRACKING_MASK,
  type ShippingStatusKey,
  type SuborderDetail,
  type SuborderStatusBody,
} from '@dme/contract';
import { inputOf, MaskedInput, Textarea, useAppForm, useConfirm } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { shippingKeys } from '../api/keys';
import { couriersQueryOptions } from '../api/lookups';
import { useSetSuborderStatus } from '../api/set-suborder-status';

/** Moves that end the delivery for good (the equipment counts as handed over, or paid): asked twice. */
const FINAL = ['delivered', 'paid'];

type StatusValues = {
  status: ShippingStatusKey | null;
  note: string;
  courier: string | null;
  /** Masked as TRACKING_MASK. */
  tracking_number: string;
};

const digitsOf = (tracking: string) => tracking.replace(/\D/g, '');
/** A courier suborder going out as a parcel carries the carrier and the tracking number. */
const byParcel = (suborder: SuborderDetail, status: ShippingStatusKey | null) => suborder.method === 'courier' && status === 'in_delivery';

function bodyOf(suborder: SuborderDetail, v: StatusValues): SuborderStatusBody {
  return {
    status: v.status as ShippingStatusKey,
    ...(v.note.trim() ? { note: v.note.trim() } : {}),
    ...(byParcel(suborder, v.status)
      ? { courier: v.courier as SuborderStatusBody['courier'], tracking_number: digitsOf(v.tracking_number) }
      : {}),
  };
}

/** The form's schema: a status is chosen, a parcel names its carrier and tracking number, and the body passes the contract. */
function statusForm(suborder: SuborderDetail) {
  return z.custom<StatusValues>().superRefine((v, ctx) => {
    const refuse = (field: keyof StatusValues, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (!v.status) return refuse('status', 'Choose the new status.');
    if (byParcel(suborder, v.status) && !v.courier) refuse('courier', 'Choose the carrier.');
    if (byParcel(suborder, v.status) && digitsOf(v.tracking_number).length !== TRACKING_DIGITS)
      refuse('tracking_number', `Enter the tracking number (${TRACKING_MASK}).`);
    const parsed = suborderStatusBody.safeParse(bodyOf(suborder, v));
    if (!parsed.success) for (const issue of parsed.error.issues) refuse(String(issue.path[0]) as keyof StatusValues, issue.message);
  });
}

/** The form of the status tab: one of the moves the server allows, a note, and the carrier when a parcel goes out. */
export function StatusChangeForm({ suborder }: { suborder: SuborderDetail }) {
  const move = useSetSuborderStatus(suborder.id);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const form = useAppForm<StatusValues>({
    initialValues: {
      status: null,
      note: '',
      courier: suborder.courier?.code ?? null,
      tracking_number: applyMask(suborder.tracking_number ?? '', TRACKING_MASK),
    },
    schema: statusForm(suborder),
  });
  const status = form.values.status;
  const goesByParcel = byParcel(suborder, status);
  const couriers = useQuery({ ...couriersQueryOptions(), enabled: goesByParcel });

  const submit = form.onSubmit(async (values) => {
    const next = values.status as ShippingStatusKey;
    if (FINAL.includes(next)) {
      const sure = await confirm({
        title: `Mark as ${shippingStatusName(next)}?`,
        text: `Suborder ${suborder.number} moves to ${shippingStatusName(next)}. This is not undone from this screen.`,
        confirmLabel: `Mark as ${shippingStatusName(next)}`,
      });
      if (!sure) return;
    }
    try {
      const moved = await move.mutateAsync(bodyOf(suborder, values));
      notify.success(`Suborder ${moved.number} moved to ${moved.status_name}`);
      form.setValues({ status: null, note: '' });
    } catch (error) {
      const server = readServerError(error);
      form.fail(error);
      // 409: the move is no longer allowed (someone moved it first): say so and show the fresh state.
      form.setFormError(server.status === 409 ? `${formErrorText(error)} The suborder was reloaded.` : formErrorText(error));
      if (server.status === 409) void queryClient.invalidateQueries({ queryKey: shippingKeys.suborder(suborder.id), exact: true });
    }
  });

  if (suborder.next_statuses.length === 0) return null;
  return (
    <form onSubmit={submit} aria-label="Change the status" noValidate>
      <Stack gap="sm" maw={480}>
        <Select
          label="New status"
          placeholder="Choose the status"
          data={suborder.next_statuses.map((s) => ({ value: s, label: shippingStatusName(s) }))}
          {...form.getInputProps('status')}
          allowDeselect={false}
        />
        {goesByParcel && (
          <>
            <Select
              label="Courier"
              placeholder={couriers.isPending ? 'Loading…' : 'Choose the carrier'}
              data={(couriers.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
              {...form.getInputProps('courier')}
            />
            <MaskedInput mask="trackNumber" label="Tracking number" {...inputOf(form, 'tracking_number')} />
          </>
        )}
        <Textarea label="Note" rows={3} maxLength={1000} {...form.getInputProps('note')} />
        {form.formError && (
          <Alert color="red" variant="light" role="alert" title="The status was not changed">
            {form.formError}
          </Alert>
        )}
        <Button type="submit" loading={move.isPending} style={{ alignSelf: 'flex-start' }}>
          Change status
        </Button>
      </Stack>
    </form>
  );
}
