import { PatientTabPage } from '../patient-tab-page';

export default function SupplierPatientSkuPage() {
  return <PatientTabPage side="supplier" tab="sku" />;
}
