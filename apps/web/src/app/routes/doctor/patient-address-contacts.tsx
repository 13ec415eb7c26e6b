import { PatientTabPage } from '../patient-tab-page';

export default function DoctorPatientAddressContactsPage() {
  return <PatientTabPage side="doctor" tab="address_contacts" />;
}
