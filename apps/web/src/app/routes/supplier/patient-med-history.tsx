import { PatientTabPage } from '../patients-page';

export default function SupplierPatientMedHistoryPage() {
  return <PatientTabPage side="supplier" tab="med-history" />;
}
