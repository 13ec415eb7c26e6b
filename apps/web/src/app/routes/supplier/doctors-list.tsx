import { DoctorsPage } from '../../../features/directory';

export default function SupplierDoctorsListPage() {
  return <DoctorsPage />;
}
