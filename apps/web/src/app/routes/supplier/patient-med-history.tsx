import { PatientTabPage } from '../patient-tab-page';

export default function SupplierPatientMedHistoryPage() {
  return <PatientTabPage side="supplier" tab="med-history" />;
}
