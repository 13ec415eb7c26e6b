import { ClaimsListPage } from '../../../features/billing';

/** `supplier.billing.claims.list`: every claim. */
export default function SupplierBillingClaimsPage() {
  return <ClaimsListPage list="claims" />;
}
