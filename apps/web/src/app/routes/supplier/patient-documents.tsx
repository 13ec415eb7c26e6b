import { PatientTabPage } from '../patient-tab-page';

export default function SupplierPatientDocumentsPage() {
  return <PatientTabPage side="supplier" tab="documents" />;
}
