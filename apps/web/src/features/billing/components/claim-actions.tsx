import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Group, Select } from '@mantine/core';
import { type ClaimDetail, type ClaimPriority } from '@dme/contract';
import { ConfirmDialog } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { usePermission } from '../access';
import { openAuditPacket } from '../api/audit-packet';
import { useClaimWrite } from '../api/claim-action';
import { useDeleteClaim } from '../api/delete-claim';
import { billingNavHref, secondaryClaimHref } from '../routes';
import { PRIORITY_OPTIONS } from './claim-columns';
import { ClaimDialog, type ClaimDialogKind } from './claim-dialog';
import { SubmitRefusal, useSubmitWithNotice } from './submit-selected';

/** The claim's buttons, only for the actions the server lists in `detail.actions`; the audit packet is always there. */
export function ClaimActions({ claim }: { claim: ClaimDetail }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<ClaimDialogKind | null>(null);
  const [deleting, setDeleting] = useState(false);
  const may = (action: ClaimDetail['actions'][number]) => claim.actions.includes(action);
  // The priority is not one of the claim's actions: billers sort any claim by it, with the create permission.
  const allowed = usePermission();
  const priority = useClaimWrite(claim.id, 'priority');
  const pending = useClaimWrite(claim.id, 'pending');
  const remove = useDeleteClaim(claim.id);
  const { run: submit, submit: submitting } = useSubmitWithNotice();
  const button = (kind: ClaimDialogKind, label: string, color?: string) => (
    <Button size="xs" variant="light" color={color} onClick={() => setDialog(kind)}>
      {label}
    </Button>
  );

  return (
    <>
      <Group gap="xs" wrap="wrap" data-testid="claim-actions">
        {may('submit') && (
          <Button size="xs" loading={submitting.isPending} onClick={() => submit([claim.id])}>
            Submit
          </Button>
        )}
        {may('edit') && button('edit', 'Edit')}
        {may('paid') && button('paid', 'Mark paid', 'green')}
        {may('unpaid') && button('unpaid', 'Mark unpaid')}
        {may('manual_payment') && button('manual', 'Manual payment')}
        {may('coins') && button('coins', 'Patient payment')}
        {may('pending') &&
          (claim.pending ? (
            <Button
              size="xs"
              variant="light"
              color="yellow"
              loading={pending.isPending}
              onClick={() =>
                pending.mutate(
                  { pending: false },
                  { onSuccess: () => notify.success('Back from pending.'), onError: (e) => notify.error(formErrorText(e)) },
                )
              }
            >
              Remove from pending
            </Button>
          ) : (
            button('pending', 'Pending', 'yellow')
          ))}
        {may('appeal') && button('appeal', 'Appeal', 'grape')}
        {may('secondary') && (
          <Button size="xs" variant="light" component={Link} to={secondaryClaimHref(claim.id)}>
            Create secondary claim
          </Button>
        )}
        {may('delete') && (
          <Button size="xs" variant="light" color="red" onClick={() => (remove.reset(), setDeleting(true))}>
            Delete
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          onClick={() => void openAuditPacket(claim.id).catch((e: unknown) => notify.error(formErrorText(e)))}
        >
          Audit packet (PDF)
        </Button>
        {allowed('billing claim create') && (
          <Select
            size="xs"
            aria-label="Priority"
            w={120}
            allowDeselect={false}
            data={PRIORITY_OPTIONS}
            value={claim.priority}
            onChange={(v) =>
              v &&
              v !== claim.priority &&
              priority.mutate({ priority: v as ClaimPriority }, { onError: (e) => notify.error(formErrorText(e)) })
            }
          />
        )}
      </Group>
      <SubmitRefusal error={submitting.error} />
      <ClaimDialog claim={claim} kind={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        opened={deleting}
        title="Delete claim"
        text={remove.error ? formErrorText(remove.error) : `Delete claim ${claim.number}? Its suborder returns to Ready for billing.`}
        confirmLabel="Delete"
        color="red"
        loading={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(undefined, { onSuccess: () => (notify.success('Claim deleted.'), void navigate(billingNavHref('claims'))) })
        }
      />
    </>
  );
}
