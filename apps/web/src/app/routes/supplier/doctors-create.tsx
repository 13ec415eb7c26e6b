import { DoctorCreatePage } from '../../../features/directory';

export default function SupplierDoctorCreatePage() {
  return <DoctorCreatePage />;
}
