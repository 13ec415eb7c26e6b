import type { ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';
import { BillingPage } from './billing-page';
import type { ClaimList } from './claim-columns';
import { ClaimsList } from './claims-list';
import { ClearinghousePanel } from './clearinghouse-panel';
import { EligibilityList } from './eligibility-list';
import { EraImport } from './era-import';
import { EraList } from './era-list';
import { NewEligibilityButton } from './new-eligibility';
import { ReadySubordersList } from './ready-suborders';

const LISTS: Record<ClaimList, { title: string; intro: string }> = {
  claims: { title: 'Claims', intro: 'Every claim, one per suborder and payer. Choose ready claims to submit them as one file.' },
  coins: { title: 'Coins', intro: "Claims with the patient's share (coinsurance, deductible) still open." },
  declined: { title: 'Declined', intro: 'Claims with a denied line, with the payer’s reasons.' },
  pending: { title: 'Pending', intro: 'Claims set aside, with the reason and since when.' },
};

const Boxed = ({ children }: { children: ReactNode }) => (
  <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
    {children}
  </Paper>
);

/** `supplier.billing.claims.list`, `.coins`, `.declined`, `.pending`: one list component, four lists. */
export function ClaimsListPage({ list }: { list: ClaimList }) {
  return (
    <BillingPage title={LISTS[list].title} intro={LISTS[list].intro} nav={list}>
      <Boxed>
        <ClaimsList list={list} />
      </Boxed>
    </BillingPage>
  );
}

/** `supplier.billing.suborders`: delivered suborders waiting for their claim. */
export function ReadySubordersPage() {
  return (
    <BillingPage title="Ready for billing" intro="Delivered suborders without a claim yet." nav="suborders">
      <Boxed>
        <ReadySubordersList />
      </Boxed>
    </BillingPage>
  );
}

/** `supplier.billing.era.list`: remittances, importing them, and the clearinghouse they come from. */
export function EraListPage() {
  return (
    <BillingPage title="ERA" intro="Remittances (835) posted to the claims they pay." nav="era">
      <Stack gap="md">
        <EraImport />
        <Boxed>
          <EraList />
        </Boxed>
        <ClearinghousePanel />
      </Stack>
    </BillingPage>
  );
}

/** `supplier.billing.eligibility.list`: eligibility checks and a new one; `before`: what goes above the checks. */
export function EligibilityListPage({ before }: { before?: ReactNode } = {}) {
  return (
    <BillingPage
      title="Eligibility"
      intro="270/271 inquiries: is the patient covered for DME on the date of service?"
      nav="eligibility"
      actions={<NewEligibilityButton />}
    >
      {before && <Boxed>{before}</Boxed>}
      <Boxed>
        <EligibilityList />
      </Boxed>
    </BillingPage>
  );
}
