import { EligibilityPage } from '../../../features/billing';

/** `supplier.billing.eligibility.show`: one check. */
export default function SupplierBillingEligibilityPage() {
  return <EligibilityPage />;
}
