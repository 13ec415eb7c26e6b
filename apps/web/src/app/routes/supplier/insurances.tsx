import { InsurancesPage } from '../../../features/company';

export default function SupplierInsurancesPage() {
  return <InsurancesPage />;
}
