import { PagePaper } from '../../../components/page-frame';
import { BillingPage } from './billing-page';
import { ReadySubordersList } from './ready-suborders';

/** `supplier.billing.suborders`: delivered suborders waiting for their claim. */
export function ReadySubordersPage() {
  return (
    <BillingPage title="Ready for billing" intro="Delivered suborders without a claim yet." nav="suborders">
      <PagePaper>
        <ReadySubordersList />
      </PagePaper>
    </BillingPage>
  );
}
