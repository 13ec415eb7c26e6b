import { ClaimsListPage } from '../../../features/billing';

/** `supplier.billing.declined`: claims with denied lines. */
export default function SupplierBillingDeclinedPage() {
  return <ClaimsListPage list="declined" />;
}
