import type { ReactNode } from 'react';
import { PagePaper } from '../../../components/page-frame';
import { BillingPage } from './billing-page';
import { EligibilityList } from './eligibility-list';
import { NewEligibilityButton } from './new-eligibility-button';

/** `supplier.billing.eligibility.list`: eligibility checks and a new one; `before`: what goes above the checks. */
export function EligibilityListPage({ before }: { before?: ReactNode } = {}) {
  return (
    <BillingPage
      title="Eligibility"
      intro="270/271 inquiries: is the patient covered for DME on the date of service?"
      nav="eligibility"
      actions={<NewEligibilityButton />}
    >
      {before && <PagePaper>{before}</PagePaper>}
      <PagePaper>
        <EligibilityList />
      </PagePaper>
    </BillingPage>
  );
}
