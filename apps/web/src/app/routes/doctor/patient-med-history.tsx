import { PatientTabPage } from '../patients-page';

export default function DoctorPatientMedHistoryPage() {
  return <PatientTabPage side="doctor" tab="med-history" />;
}
