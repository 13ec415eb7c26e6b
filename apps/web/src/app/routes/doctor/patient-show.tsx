import { PatientShowRedirect } from '../patients-page';

/** `/doctor/patients/{patientId}` opens its first tab, the info. */
export default function DoctorPatientShell() {
  return <PatientShowRedirect side="doctor" />;
}
