import { PatientProfileMenuPage } from '../../../features/patient-app';

export default function PatientProfileRoute() {
  return <PatientProfileMenuPage />;
}
