import { PatientTabPage } from '../patient-tab-page';

export default function DoctorPatientInfoPage() {
  return <PatientTabPage side="doctor" tab="info" />;
}
