import { PatientTabPage } from '../patient-tab-page';

export default function SupplierPatientAddressContactsPage() {
  return <PatientTabPage side="supplier" tab="address_contacts" />;
}
