import { useState } from 'react';
import { Button } from '@mantine/core';
import type { ClaimSummary } from '@dme/contract';
import { Modal } from '../../../components';
import { notify } from '../../../lib/notify';
import { useClaimWrite } from '../api/claim-action';
import { PaymentForm } from './payment-form';

/** "Record patient payment" on a coins row: the payment form in a dialog (the click does not open the claim). */
export function CoinsPaymentButton({ claim }: { claim: ClaimSummary }) {
  const [opened, setOpened] = useState(false);
  const write = useClaimWrite(claim.id, 'coins');
  return (
    <span onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      <Button size="compact-xs" variant="light" onClick={() => setOpened(true)} style={{ whiteSpace: 'nowrap' }}>
        Record patient payment
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Patient payment · ${claim.number}`}>
        <PaymentForm
          claim={claim}
          kind="coins"
          pending={write.isPending}
          onCancel={() => setOpened(false)}
          onSubmit={({ amount_cents, paid_on, reference }, { onError }) =>
            write.mutate(
              { amount_cents, paid_on, ...(reference ? { reference } : {}) },
              { onError, onSuccess: () => (setOpened(false), notify.success('Patient payment recorded.')) },
            )
          }
        />
      </Modal>
    </span>
  );
}
