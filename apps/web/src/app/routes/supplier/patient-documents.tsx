import { PatientTabPage } from '../patients-page';

export default function SupplierPatientDocumentsPage() {
  return <PatientTabPage side="supplier" tab="documents" />;
}
