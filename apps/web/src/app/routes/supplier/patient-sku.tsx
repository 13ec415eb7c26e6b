import { PatientTabPage } from '../patients-page';

export default function SupplierPatientSkuPage() {
  return <PatientTabPage side="supplier" tab="sku" />;
}
