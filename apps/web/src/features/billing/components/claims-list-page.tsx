import { PagePaper } from '../../../components/page-frame';
import { BillingPage } from './billing-page';
import type { ClaimList } from './claim-columns';
import { ClaimsList } from './claims-list';

const LISTS: Record<ClaimList, { title: string; intro: string }> = {
  claims: { title: 'Claims', intro: 'Every claim, one per suborder and payer. Choose ready claims to submit them as one file.' },
  coins: { title: 'Coins', intro: "Claims with the patient's share (coinsurance, deductible) still open." },
  declined: { title: 'Declined', intro: 'Claims with a denied line, with the payer’s reasons.' },
  pending: { title: 'Pending', intro: 'Claims set aside, with the reason and since when.' },
};

/** `supplier.billing.claims.list`, `.coins`, `.declined`, `.pending`: one list component, four lists. */
export function ClaimsListPage({ list }: { list: ClaimList }) {
  return (
    <BillingPage title={LISTS[list].title} intro={LISTS[list].intro} nav={list}>
      <PagePaper>
        <ClaimsList list={list} />
      </PagePaper>
    </BillingPage>
  );
}
