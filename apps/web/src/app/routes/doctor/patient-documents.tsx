import { PatientTabPage } from '../patients-page';

export default function DoctorPatientDocumentsPage() {
  return <PatientTabPage side="doctor" tab="documents" />;
}
