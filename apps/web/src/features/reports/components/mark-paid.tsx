import { useState } from 'react';
import { Button } from '@mantine/core';
import { formatCents, formatDate } from '@dme/contract';
import { ConfirmDialog } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCreatePayout } from '../api/create-payout';
import { usePeriod } from './period';

/** "Mark paid": records one payout covering the period's pending earnings of an agent or driver, after a confirmation. */
export function MarkPaidButton({ kind, userId, name, pendingCents }: { kind: 'agent' | 'driver'; userId: number; name: string; pendingCents: number }) {
  const { period } = usePeriod();
  const [opened, setOpened] = useState(false);
  const payout = useCreatePayout();
  const confirm = () =>
    payout.mutate(
      { kind, user_id: userId, date_from: period.date_from, date_to: period.date_to },
      {
        onSuccess: (p) => {
          setOpened(false);
          notify.success(`${formatCents(p.amount_cents)} to ${name} recorded as paid (${p.items} ${p.items === 1 ? 'item' : 'items'}).`);
        },
        onError: (error) => {
          setOpened(false);
          notify.error(formErrorText(error));
        },
      },
    );
  return (
    <>
      <Button onClick={() => setOpened(true)} disabled={pendingCents <= 0}>
        Mark paid
      </Button>
      <ConfirmDialog
        opened={opened}
        title="Record a payout"
        text={`Record ${formatCents(pendingCents)} as paid to ${name} for ${formatDate(period.date_from)} to ${formatDate(period.date_to)}? Every pending line of the period moves to Paid.`}
        confirmLabel="Mark paid"
        loading={payout.isPending}
        onConfirm={confirm}
        onCancel={() => setOpened(false)}
      />
    </>
  );
}
