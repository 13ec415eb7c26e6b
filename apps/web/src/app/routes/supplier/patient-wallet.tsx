import { PatientTabPage } from '../patients-page';

export default function SupplierPatientWalletPage() {
  return <PatientTabPage side="supplier" tab="wallet" />;
}
