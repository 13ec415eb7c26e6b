import { PatientInsurancesPage } from '../../../features/patient-app';

export default function PatientInsurancesListRoute() {
  return <PatientInsurancesPage />;
}
