import { ClaimsListPage } from '../../../features/billing';

/** `supplier.billing.pending`: claims set aside. */
export default function SupplierBillingPendingPage() {
  return <ClaimsListPage list="pending" />;
}
