import { EligibilityListPage } from '../../../features/billing';
import { InsurancesToCheck } from '../../../features/patient-app';

/** `supplier.billing.eligibility.list`: insurances changed with no check since (patient-app), then the checks. */
export default function SupplierBillingEligibilityListPage() {
  return <EligibilityListPage before={<InsurancesToCheck />} />;
}
