import { appealBody, pendingBody, statusNoteBody, type ClaimDetail } from '@dme/contract';
import { Modal } from '../../../components';
import { notify } from '../../../lib/notify';
import { useClaimWrite } from '../api/claim-action';
import { ClaimEditForm } from './claim-edit-form';
import { PaymentForm } from './payment-form';
import { ReasonForm } from './reason-form';

export type ClaimDialogKind = 'edit' | 'paid' | 'unpaid' | 'coins' | 'manual' | 'pending' | 'appeal';

const TITLES: Record<ClaimDialogKind, string> = {
  edit: 'Edit claim',
  paid: 'Mark paid',
  unpaid: 'Mark unpaid',
  coins: 'Patient payment',
  manual: 'Manual payment',
  pending: 'Set aside (pending)',
  appeal: 'Appeal',
};

interface FormProps {
  claim: ClaimDetail;
  /** Closes the dialog after a save, saying what was done. */
  done: (message: string) => void;
  close: () => void;
}

function EditClaim({ claim, done, close }: FormProps) {
  const write = useClaimWrite(claim.id, 'update');
  return (
    <ClaimEditForm
      claim={claim}
      pending={write.isPending}
      onCancel={close}
      onSubmit={(body, { onError }) => write.mutate(body, { onError, onSuccess: () => done('Claim saved.') })}
    />
  );
}

function MarkPaid({ claim, done, close, unpaid }: FormProps & { unpaid: boolean }) {
  const write = useClaimWrite(claim.id, unpaid ? 'unpaid' : 'paid');
  const label = unpaid ? 'Mark unpaid' : 'Mark paid';
  return (
    <ReasonForm
      label="Note"
      name="note"
      schema={statusNoteBody}
      submitLabel={label}
      pending={write.isPending}
      onCancel={close}
      onSubmit={(note, { onError }) =>
        write.mutate(note ? { note } : {}, { onError, onSuccess: () => done(unpaid ? 'Marked unpaid.' : 'Marked paid.') })
      }
    />
  );
}

function Payment({ claim, done, close, kind }: FormProps & { kind: 'coins' | 'manual' }) {
  const write = useClaimWrite(claim.id, kind === 'coins' ? 'coins' : 'manualPayment');
  return (
    <PaymentForm
      claim={claim}
      kind={kind}
      pending={write.isPending}
      onCancel={close}
      onSubmit={(body, { onError }) =>
        write.mutate(body, { onError, onSuccess: () => done(kind === 'coins' ? 'Patient payment recorded.' : 'Payment posted.') })
      }
    />
  );
}

function SetPending({ claim, done, close }: FormProps) {
  const write = useClaimWrite(claim.id, 'pending');
  return (
    <ReasonForm
      label="Reason"
      name="reason"
      schema={pendingBody}
      submitLabel="Set aside"
      pending={write.isPending}
      onCancel={close}
      onSubmit={(reason, { onError }) =>
        write.mutate({ pending: true, ...(reason ? { reason } : {}) }, { onError, onSuccess: () => done('Set aside in the pending list.') })
      }
    />
  );
}

function Appeal({ claim, done, close }: FormProps) {
  const write = useClaimWrite(claim.id, 'appeal');
  return (
    <ReasonForm
      label="Why the claim is appealed"
      name="reason"
      schema={appealBody}
      required
      submitLabel="Record appeal"
      pending={write.isPending}
      onCancel={close}
      onSubmit={(reason, { onError }) => write.mutate({ reason }, { onError, onSuccess: () => done('Appeal recorded.') })}
    />
  );
}

export interface ClaimDialogProps {
  claim: ClaimDetail;
  kind: ClaimDialogKind | null;
  onClose: () => void;
}

/** The form of one claim action in a dialog; each opening starts clean (its own request state). */
export function ClaimDialog({ claim, kind, onClose }: ClaimDialogProps) {
  const props: FormProps = { claim, close: onClose, done: (message) => (onClose(), notify.success(message)) };
  return (
    <Modal opened={kind !== null} onClose={onClose} title={kind && TITLES[kind]} size={kind === 'edit' ? 'xl' : 'md'}>
      {kind === 'edit' && <EditClaim {...props} />}
      {(kind === 'paid' || kind === 'unpaid') && <MarkPaid {...props} unpaid={kind === 'unpaid'} />}
      {(kind === 'coins' || kind === 'manual') && <Payment {...props} kind={kind} />}
      {kind === 'pending' && <SetPending {...props} />}
      {kind === 'appeal' && <Appeal {...props} />}
    </Modal>
  );
}
