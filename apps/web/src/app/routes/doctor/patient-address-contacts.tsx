import { PatientTabPage } from '../patients-page';

export default function DoctorPatientAddressContactsPage() {
  return <PatientTabPage side="doctor" tab="address_contacts" />;
}
