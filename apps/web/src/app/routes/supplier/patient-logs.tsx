import { PatientTabPage } from '../patients-page';

export default function SupplierPatientLogsPage() {
  return <PatientTabPage side="supplier" tab="logs" />;
}
