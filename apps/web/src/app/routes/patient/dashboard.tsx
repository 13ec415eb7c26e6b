import { PatientDashboardPage } from '../../../features/patient-app';

export default function PatientDashboardRoute() {
  return <PatientDashboardPage />;
}
