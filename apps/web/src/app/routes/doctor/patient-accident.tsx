import { PatientTabPage } from '../patients-page';

export default function DoctorPatientAccidentPage() {
  return <PatientTabPage side="doctor" tab="accident" />;
}
