import { PatientTabPage } from '../patients-page';

export default function DoctorPatientInsurancesPage() {
  return <PatientTabPage side="doctor" tab="insurances" />;
}
