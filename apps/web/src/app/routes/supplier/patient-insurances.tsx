import { PatientTabPage } from '../patients-page';

export default function SupplierPatientInsurancesPage() {
  return <PatientTabPage side="supplier" tab="insurances" />;
}
