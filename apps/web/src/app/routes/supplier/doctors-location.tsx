import { DoctorLocationPage } from '../../../features/directory';

export default function SupplierDoctorLocationPage() {
  return <DoctorLocationPage />;
}
