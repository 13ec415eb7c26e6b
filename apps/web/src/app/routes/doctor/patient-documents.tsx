import { PatientTabPage } from '../patient-tab-page';

export default function DoctorPatientDocumentsPage() {
  return <PatientTabPage side="doctor" tab="documents" />;
}
