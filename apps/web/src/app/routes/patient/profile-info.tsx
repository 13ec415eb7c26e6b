import { PatientProfileInfoPage } from '../../../features/patient-app';

export default function PatientProfileInfoRoute() {
  return <PatientProfileInfoPage />;
}
