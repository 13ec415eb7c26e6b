import { PatientsListPage } from '../patients-page';

export default function SupplierPatientsListPage() {
  return <PatientsListPage side="supplier" />;
}
