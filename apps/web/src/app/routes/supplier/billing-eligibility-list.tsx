import { EligibilityListPage } from '../../../features/billing';

/** `supplier.billing.eligibility.list`: eligibility checks. */
export default function SupplierBillingEligibilityListPage() {
  return <EligibilityListPage />;
}
