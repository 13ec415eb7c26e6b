import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SimpleGrid, Stack } from '@mantine/core';
import { claimQueryOptions } from '../api/get-claim';
import { billingNavHref, idOf, isId } from '../routes';
import { BillingPage, LoadState } from './billing-page';
import { ClaimActions } from './claim-actions';
import { ClaimHeader } from './claim-header';
import { ClaimNotes } from './claim-notes';
import { ClaimAdjustments, ClaimDiagnoses, ClaimHistory, ClaimLines, ClaimPayments, ClaimRemittances } from './claim-sections';

/** `supplier.billing.claims.show`: one claim, everything about it, and the actions open now. */
export function ClaimPage() {
  const claimId = idOf(useParams().claimId);
  const claim = useQuery({ ...claimQueryOptions(claimId), enabled: isId(claimId) });
  const title = claim.data ? `Claim ${claim.data.number}` : 'Claim';
  return (
    <BillingPage title={title} back={{ to: billingNavHref('claims'), label: 'Claims' }}>
      <LoadState query={claim} invalid={!isId(claimId)} noun="Claim">
        {(c) => (
          <Stack gap="md">
            <ClaimHeader claim={c} />
            <ClaimActions claim={c} />
            <ClaimLines claim={c} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <ClaimDiagnoses claim={c} />
              <ClaimRemittances claim={c} />
            </SimpleGrid>
            <ClaimPayments claim={c} />
            <ClaimAdjustments claim={c} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <ClaimHistory claim={c} />
              <ClaimNotes claimId={c.id} />
            </SimpleGrid>
          </Stack>
        )}
      </LoadState>
    </BillingPage>
  );
}
