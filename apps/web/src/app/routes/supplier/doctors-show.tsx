import { DoctorShowRedirect } from '../../../features/directory';

export default function SupplierDoctorShell() {
  return <DoctorShowRedirect />;
}
