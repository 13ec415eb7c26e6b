import { Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import type { ClaimSummary } from '@dme/contract';
import { FormLoading, Modal } from '../../../components';
import { notify } from '../../../lib/notify';
import { lazyComponent } from '../../../lib/lazy-component';
import { useClaimWrite } from '../api/claim-action';

// The form loads when a row's button is first pointed at or pressed: it and zod are not part of the claims lists' load.
const { Component: PaymentForm, preload: preloadForm } = lazyComponent(() => import('./payment-form'), 'PaymentForm');

/** "Record patient payment" on a coins row: the payment form in a dialog (the click does not open the claim). */
export function CoinsPaymentButton({ claim }: { claim: ClaimSummary }) {
  const [opened, setOpened] = useState(false);
  const write = useClaimWrite(claim.id, 'coins');
  return (
    <span onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      <Button
        size="compact-xs"
        variant="light"
        onPointerEnter={preloadForm}
        onFocus={preloadForm}
        onClick={() => setOpened(true)}
        style={{ whiteSpace: 'nowrap' }}
      >
        Record patient payment
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Patient payment · ${claim.number}`}>
        <Suspense fallback={<FormLoading />}>
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
        </Suspense>
      </Modal>
    </span>
  );
}
