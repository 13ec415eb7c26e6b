import { PatientTabPage } from '../patient-tab-page';

export default function SupplierPatientLogsPage() {
  return <PatientTabPage side="supplier" tab="logs" />;
}
