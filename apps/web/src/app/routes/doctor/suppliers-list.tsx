import { SuppliersPage } from '../../../features/directory';

export default function DoctorSuppliersListPage() {
  return <SuppliersPage />;
}
