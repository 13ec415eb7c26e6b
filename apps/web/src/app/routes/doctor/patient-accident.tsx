import { PatientTabPage } from '../patient-tab-page';

export default function DoctorPatientAccidentPage() {
  return <PatientTabPage side="doctor" tab="accident" />;
}
