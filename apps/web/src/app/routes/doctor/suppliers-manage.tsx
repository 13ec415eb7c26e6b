import { SupplierManagePage } from '../../../features/directory';

export default function DoctorSupplierManagePage() {
  return <SupplierManagePage />;
}
