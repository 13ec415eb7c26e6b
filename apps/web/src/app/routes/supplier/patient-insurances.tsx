import { PatientTabPage } from '../patient-tab-page';

export default function SupplierPatientInsurancesPage() {
  return <PatientTabPage side="supplier" tab="insurances" />;
}
