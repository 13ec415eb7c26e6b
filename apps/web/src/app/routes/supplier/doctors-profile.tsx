import { DoctorTabPage } from '../../../features/directory';

export default function SupplierDoctorProfilePage() {
  return <DoctorTabPage tab="profile" />;
}
