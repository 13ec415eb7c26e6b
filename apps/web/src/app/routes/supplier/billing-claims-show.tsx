import { ClaimPage } from '../../../features/billing';

/** `supplier.billing.claims.show`: one claim. */
export default function SupplierBillingClaimPage() {
  return <ClaimPage />;
}
