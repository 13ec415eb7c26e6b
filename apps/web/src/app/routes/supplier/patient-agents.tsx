import { PatientTabPage } from '../patients-page';

export default function SupplierPatientAgentsPage() {
  return <PatientTabPage side="supplier" tab="agents" />;
}
