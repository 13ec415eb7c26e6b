import { PatientTabPage } from '../patient-tab-page';

export default function DoctorPatientInsurancesPage() {
  return <PatientTabPage side="doctor" tab="insurances" />;
}
