import { PatientTabPage } from '../patients-page';

export default function SupplierPatientAddressContactsPage() {
  return <PatientTabPage side="supplier" tab="address_contacts" />;
}
