import { PatientTabPage } from '../patients-page';

export default function SupplierPatientInfoPage() {
  return <PatientTabPage side="supplier" tab="info" />;
}
