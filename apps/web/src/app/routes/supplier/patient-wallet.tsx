import { PatientTabPage } from '../patient-tab-page';

export default function SupplierPatientWalletPage() {
  return <PatientTabPage side="supplier" tab="wallet" />;
}
