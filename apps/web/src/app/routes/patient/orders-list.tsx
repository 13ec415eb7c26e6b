import { PatientOrdersPage } from '../../../features/patient-app';

export default function PatientOrdersListRoute() {
  return <PatientOrdersPage />;
}
