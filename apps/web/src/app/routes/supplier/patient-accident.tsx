import { PatientTabPage } from '../patients-page';

export default function SupplierPatientAccidentPage() {
  return <PatientTabPage side="supplier" tab="accident" />;
}
