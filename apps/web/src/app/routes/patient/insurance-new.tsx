import { NewInsurancePage } from '../../../features/patient-app';

export default function PatientInsuranceNewRoute() {
  return <NewInsurancePage />;
}
