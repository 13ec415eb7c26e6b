import { DoctorTabPage } from '../../../features/directory';

export default function SupplierDoctorAgentsPage() {
  return <DoctorTabPage tab="agents" />;
}
