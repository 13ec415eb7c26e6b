import { ReadySubordersPage } from '../../../features/billing';

/** `supplier.billing.suborders`: delivered suborders without a claim. */
export default function SupplierBillingSubordersPage() {
  return <ReadySubordersPage />;
}
