import { PatientShowRedirect } from '../patient-tab-page';

/** `/doctor/patients/{patientId}` opens its first tab, the info. */
export default function DoctorPatientShell() {
  return <PatientShowRedirect side="doctor" />;
}
