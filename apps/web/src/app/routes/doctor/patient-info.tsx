import { PatientTabPage } from '../patients-page';

export default function DoctorPatientInfoPage() {
  return <PatientTabPage side="doctor" tab="info" />;
}
