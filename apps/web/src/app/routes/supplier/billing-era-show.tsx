import { EraPage } from '../../../features/billing';

/** `supplier.billing.era.show`: one remittance. */
export default function SupplierBillingEraPage() {
  return <EraPage />;
}
