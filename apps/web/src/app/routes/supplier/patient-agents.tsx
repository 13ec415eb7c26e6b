import { PatientTabPage } from '../patient-tab-page';

export default function SupplierPatientAgentsPage() {
  return <PatientTabPage side="supplier" tab="agents" />;
}
