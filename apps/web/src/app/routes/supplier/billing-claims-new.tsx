import { SecondaryClaimPage } from '../../../features/billing';

/** `supplier.billing.claims.new`: the secondary claim of a primary. */
export default function SupplierBillingSecondaryClaimPage() {
  return <SecondaryClaimPage />;
}
