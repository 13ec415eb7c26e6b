import { EraListPage } from '../../../features/billing';

/** `supplier.billing.era.list`: remittances and the clearinghouse. */
export default function SupplierBillingEraListPage() {
  return <EraListPage />;
}
