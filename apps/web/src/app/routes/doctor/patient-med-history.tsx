import { PatientTabPage } from '../patient-tab-page';

export default function DoctorPatientMedHistoryPage() {
  return <PatientTabPage side="doctor" tab="med-history" />;
}
