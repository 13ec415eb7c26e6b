import { PatientTabPage } from '../patient-tab-page';

export default function SupplierPatientAccidentPage() {
  return <PatientTabPage side="supplier" tab="accident" />;
}
