import { PatientDoctorsPage } from '../../../features/patient-app';

export default function PatientDoctorsRoute() {
  return <PatientDoctorsPage />;
}
